import { DuplicateOptionError } from './experience.errors';

/**
 * The one catalogue of bookable experiences (docs/product.md, The catalogue): each experience has one or more
 * options, each with its own minutes and price in integer pence. Content pages, /book-flight, gift cards
 * and the price charged all read it.
 */
export const EXPERIENCE_GROUPS = ['beginners', 'enthusiasts', 'aspiring-pilots', 'professional'] as const;
export type ExperienceGroup = (typeof EXPERIENCE_GROUPS)[number];

/**
 * How an experience is booked: `slot` in the Exeter simulator's calendar, `course` with a preferred date,
 * `online` coaching at a coach's slot (not the simulator's), `enquiry` only (no online sale).
 */
export const BOOKED_AS = ['slot', 'course', 'online', 'enquiry'] as const;
export type BookedAs = (typeof BOOKED_AS)[number];

export interface ExperienceOption {
  /** Slug, unique within its experience ('emergency-procedures'). */
  id: string;
  name: string;
  minutes: number;
  /** Integer pence. */
  pricePence: number;
  active: boolean;
  /** How many people one booking of it may be for (docs/product.md, The catalogue: party size); 1 = one person. */
  maxPartySize: number;
  /** Integer pence each person after the first adds (a companion seat, the second pilot seat). */
  extraPersonPence: number;
}

export interface Experience {
  /** Slug ('try-and-fly'). */
  id: string;
  name: string;
  group: ExperienceGroup;
  description: string;
  included: string[];
  minimumAge: number;
  bookedAs: BookedAs;
  active: boolean;
  /** In the order staff list them; the first is the default. */
  options: ExperienceOption[];
}

/** An experience and one of its options: what a booking, a gift card or a price look-up is for. */
export interface ChosenOption {
  experience: Experience;
  option: ExperienceOption;
}

/**
 * The session ids of the first catalogue (docs/product.md, The catalogue), still found in old links (`?session=tryandfly`)
 * and old clients: each names an experience. The one table: GET /api/experiences serves each experience's (`legacyIds`).
 */
export const LEGACY_SESSION_IDS: Readonly<Record<string, string>> = {
  tryandfly: 'try-and-fly',
  fearofflying: 'fear-of-flying',
  intro: 'intro-to-the-airbus',
  scenario: 'scenario-flight',
  homesim60: 'home-sim-coaching',
  skill: 'full-experience',
  rating: 'extended-adventure',
  aspiringpilot: 'aspiring-pilot',
  custom: 'ultimate-session',
};

/** The experience id a caller means: an experience slug, or a legacy session id mapped to one. */
export function experienceIdOf(idOrLegacy: string): string {
  return Object.hasOwn(LEGACY_SESSION_IDS, idOrLegacy) ? LEGACY_SESSION_IDS[idOrLegacy] : idOrLegacy;
}

/** The old session ids that name this experience. */
export function legacyIdsOf(experienceId: string): string[] {
  return Object.keys(LEGACY_SESSION_IDS).filter((legacyId) => LEGACY_SESSION_IDS[legacyId] === experienceId);
}

/** Only what is on sale: active options of an active experience. */
export function onSale(experience: Experience): Experience {
  return { ...experience, options: experience.options.filter((option) => option.active) };
}

/**
 * The option a customer asked for: by id, else the first with those minutes (old links send a duration),
 * else the first option. Null when the id or the minutes are not offered.
 */
export function pickOption(experience: Experience, wanted: { optionId?: string | null; minutes?: number | null }): ExperienceOption | null {
  if (wanted.optionId) return experience.options.find((option) => option.id === wanted.optionId) ?? null;
  if (wanted.minutes !== undefined && wanted.minutes !== null) return experience.options.find((option) => option.minutes === wanted.minutes) ?? null;
  return experience.options[0] ?? null;
}

/** 'Scenario Flight – Emergency Procedures'; an experience with one option is named by itself. */
export function chosenName({ experience, option }: ChosenOption): string {
  return experience.options.length > 1 ? `${experience.name} – ${option.name}` : experience.name;
}

/** docs/product.md, The catalogue: 1–20 options; a price is whole pence, £1 to £10,000; minutes 15–480. */
export const EXPERIENCE_LIMITS = {
  minOptions: 1,
  maxOptions: 20,
  minPricePence: 100,
  maxPricePence: 1_000_000,
  minMinutes: 15,
  maxMinutes: 480,
  maxIncluded: 20,
  maxPartySize: 6,
} as const;

/** An option as staff send it: party size and the extra person's price may be left out (kept as they are; one person for a new option). */
export type OptionEdit = Omit<ExperienceOption, 'maxPartySize' | 'extraPersonPence'> &
  Partial<Pick<ExperienceOption, 'maxPartySize' | 'extraPersonPence'>>;

/** What staff edit: everything but the slug and how it is booked. Options left out are taken off sale, never deleted. */
export type ExperienceEdit = Pick<Experience, 'name' | 'group' | 'description' | 'included' | 'minimumAge' | 'active'> & {
  options: OptionEdit[];
};

/** The experience after a staff edit: listed options in the given order, options left out kept but off sale. */
export function applyEdit(current: Experience, edit: ExperienceEdit): Experience {
  const ids = edit.options.map((option) => option.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new DuplicateOptionError(duplicate);
  const edited = edit.options.map((option): ExperienceOption => {
    const before = current.options.find((existing) => existing.id === option.id);
    return {
      ...option,
      maxPartySize: option.maxPartySize ?? before?.maxPartySize ?? 1,
      extraPersonPence: option.extraPersonPence ?? before?.extraPersonPence ?? 0,
    };
  });
  const dropped = current.options.filter((option) => !ids.includes(option.id)).map((option) => ({ ...option, active: false }));
  return { ...current, ...edit, options: [...edited, ...dropped] };
}
