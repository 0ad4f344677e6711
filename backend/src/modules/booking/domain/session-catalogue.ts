/**
 * The sessions the business sells (SPEC section 3) and their price rules (SPEC section 9, DECISIONS
 * "Money and prices"). The server owns every price: the client only ever shows what is served here.
 */
export const SESSION_CATEGORIES = ['beginners', 'enthusiasts', 'aspiring-pilots', 'professional'] as const;
export type SessionCategory = (typeof SESSION_CATEGORIES)[number];

export const SESSION_TYPES = [
  'tryandfly',
  'fearofflying',
  'intro',
  'scenario',
  'homesim60',
  'skill',
  'rating',
  'aspiringpilot',
  'custom',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

/** How a session is booked: a slot in the simulator's calendar, or the course booked with a preferred date. */
export type BookingMode = 'slot' | 'course';

export interface DurationOption {
  minutes: number;
  /** Integer pence. */
  pricePence: number;
}

export interface SessionDefinition {
  id: SessionType;
  name: string;
  /** As shown on the card ("1 hour", "1-2 hours"). */
  duration: string;
  /** The listed price in pence; for sessions with a duration choice, the lowest ("from"). */
  pricePence: number;
  /** True when the card says "from £…" (the price depends on the chosen duration). */
  priceFrom: boolean;
  description: string;
  category: SessionCategory;
  bookingMode: BookingMode;
  /** The durations a customer can choose, first is the default; one entry for most sessions. */
  durationOptions: readonly DurationOption[];
}

const single = (minutes: number, pricePence: number): DurationOption[] => [{ minutes, pricePence }];

export const SESSION_CATALOGUE: readonly SessionDefinition[] = [
  {
    id: 'tryandfly',
    name: 'Try and Fly',
    duration: '1 hour',
    pricePence: 12900,
    priceFrom: false,
    description: 'Your first flight in our Airbus A320 simulator: a briefing, then take off and land with an instructor beside you.',
    category: 'beginners',
    bookingMode: 'slot',
    durationOptions: single(60, 12900),
  },
  {
    id: 'fearofflying',
    name: 'Fear of Flying Course',
    duration: '4 hours',
    pricePence: 29500,
    priceFrom: false,
    description: 'Four hours with a CAA/EASA qualified airline pilot: how flying works, what every sound means, then a calm flight in the simulator.',
    category: 'beginners',
    bookingMode: 'course',
    durationOptions: single(240, 29500),
  },
  {
    id: 'intro',
    name: 'Intro to the Airbus',
    duration: '1-2 hours',
    pricePence: 14900,
    priceFrom: true,
    description: 'A tour of the A320 flight deck, its systems and automation, with a take-off and landing at an airport of your choice.',
    category: 'enthusiasts',
    bookingMode: 'slot',
    durationOptions: [
      { minutes: 60, pricePence: 14900 },
      { minutes: 120, pricePence: 24900 },
    ],
  },
  {
    id: 'scenario',
    name: 'Scenario Flight',
    duration: '1-3 hours',
    pricePence: 14900,
    priceFrom: true,
    description: 'Weather challenges, emergency procedures or an iconic route: choose your scenario and fly it from gate to gate.',
    category: 'enthusiasts',
    bookingMode: 'slot',
    durationOptions: [
      { minutes: 60, pricePence: 14900 },
      { minutes: 120, pricePence: 24900 },
      { minutes: 180, pricePence: 34900 },
    ],
  },
  {
    id: 'homesim60',
    name: 'Home Sim Coaching (online)',
    duration: '1 hour',
    pricePence: 9900,
    priceFrom: false,
    description: 'One hour of online coaching for your home simulator with a real instructor: procedures, automation and technique.',
    category: 'enthusiasts',
    bookingMode: 'slot',
    durationOptions: single(60, 9900),
  },
  {
    id: 'skill',
    name: 'Full Experience',
    duration: '1 hour',
    pricePence: 14900,
    priceFrom: false,
    description: 'A full hour on the A320: departure, en-route and approach, flown to airline standard operating procedures.',
    category: 'professional',
    bookingMode: 'slot',
    durationOptions: single(60, 14900),
  },
  {
    id: 'rating',
    name: 'Extended Adventure',
    duration: '1.5 hours',
    pricePence: 19900,
    priceFrom: false,
    description: 'Ninety minutes for a longer route or practice of the manoeuvres you choose, with an instructor debrief.',
    category: 'professional',
    bookingMode: 'slot',
    durationOptions: single(90, 19900),
  },
  {
    id: 'aspiringpilot',
    name: 'Aspiring Pilot',
    duration: '1 hour',
    pricePence: 14900,
    priceFrom: false,
    description: 'For future airline pilots: a taste of multi-crew flying and honest advice on the routes into a flying career.',
    category: 'aspiring-pilots',
    bookingMode: 'slot',
    durationOptions: single(60, 14900),
  },
  {
    id: 'custom',
    name: 'Ultimate Session',
    duration: '2 hours',
    pricePence: 24900,
    priceFrom: false,
    description: 'Two hours built around you: any airport, any weather, any failures, with a full briefing and debrief.',
    category: 'professional',
    bookingMode: 'slot',
    durationOptions: single(120, 24900),
  },
];

/** The Fear of Flying course price (SPEC section 9): £295.00. */
export const FEAR_OF_FLYING_PRICE_PENCE = 29500;

export function isSessionType(value: unknown): value is SessionType {
  return typeof value === 'string' && (SESSION_TYPES as readonly string[]).includes(value);
}

export function sessionDefinition(type: SessionType): SessionDefinition {
  const found = SESSION_CATALOGUE.find((session) => session.id === type);
  if (!found) throw new Error(`No session ${type}`);
  return found;
}

/**
 * The duration and price of a session: the chosen duration when the session offers a choice (the
 * first option when none is given), otherwise its single duration. Null when the duration is not offered.
 */
export function priceSession(type: SessionType, durationMinutes?: number | null): DurationOption | null {
  const { durationOptions } = sessionDefinition(type);
  if (durationMinutes === undefined || durationMinutes === null) return durationOptions[0];
  return durationOptions.find((option) => option.minutes === durationMinutes) ?? null;
}
