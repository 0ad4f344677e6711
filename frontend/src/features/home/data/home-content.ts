import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, CloudLightning, Gauge, Globe, GraduationCap, Headset, Monitor, Plane, RadioTower, ShieldCheck, Star, Users } from 'lucide-react';
import { bookingLink } from '../../../lib/experiences';

/** The hero of the home page (backgroundImage, videoUrl, title, subtitle, primaryCta, secondaryCta). */
export interface Hero {
  backgroundImage: string;
  /** A looping background video; without one the image is shown alone. */
  videoUrl?: string;
  title: string;
  subtitle: string;
  primaryCta: { label: string; to: string };
  secondaryCta: { label: string; to: string };
}

/** A programme card (docs/product.md, Pages, home: id, title, image, optional duration, description; its price is the catalogue's). */
export interface Program {
  id: 'try-and-fly' | 'intro-experience' | 'scenario-flights' | 'home-sim-coaching' | 'aspiring-pilot' | 'fear-of-flying';
  title: string;
  image: string;
  duration?: string;
  description: string;
  /** The catalogue experience whose price the card shows: "from" the lowest option when it has more than one. */
  experience: string;
  /** "from" even with one option: the programme sells more than the catalogue (Home Sim Coaching's shop packages). */
  priceFrom?: true;
  /** Where LEARN MORE goes: /{id}, except where no page has that path. */
  to: string;
}

export interface Stat {
  icon: LucideIcon;
  value: string;
  label: string;
}

export interface Review {
  id: string;
  name: string;
  /** A whole number of stars, 1 to 5. */
  rating: number;
  date: string;
  text: string;
}

export interface SimulatorFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A hero video is optional: drop a file in frontend/public/video/ and build with VITE_HERO_VIDEO_URL=/video/<file>. */
const heroVideoUrl: string | undefined = import.meta.env.VITE_HERO_VIDEO_URL || undefined;

export const hero: Hero = {
  backgroundImage: '/images/hero-flight-deck.svg',
  videoUrl: heroVideoUrl,
  title: 'Take the Controls of an Airbus A320',
  subtitle:
    'Fly a full-size A320 flight deck near Exeter, guided by CAA/EASA qualified instructors. No experience needed: just bring your sense of adventure.',
  primaryCta: { label: 'EXPLORE EXPERIENCES', to: '#experiences' },
  secondaryCta: { label: 'BOOK YOUR FLIGHT', to: '/book-flight' },
};

/** The six programmes of the home page (docs/product.md, Pages), with their durations. */
export const programs: Program[] = [
  {
    id: 'try-and-fly',
    title: 'Try and Fly',
    image: '/images/programs/try-and-fly.svg',
    duration: '60 min',
    description: 'Your first time at the controls: take off, fly a scenic circuit and land the A320 with an instructor beside you.',
    experience: 'try-and-fly',
    to: '/try-and-fly',
  },
  {
    id: 'intro-experience',
    title: 'Intro to the Airbus',
    image: '/images/programs/intro-experience.svg',
    duration: '1-2 h',
    description: 'Learn the flight deck, the sidestick and the autopilot, then fly a real route from gate to gate.',
    experience: 'intro-to-the-airbus',
    to: '/intro-experience',
  },
  {
    id: 'scenario-flights',
    title: 'Scenario Flights',
    image: '/images/programs/scenario-flights.svg',
    duration: '1-3 h',
    description: 'Crosswinds, storms, engine failures and famous approaches: test yourself in the scenarios airline crews train for.',
    experience: 'scenario-flight',
    to: '/scenario-flights',
  },
  {
    id: 'home-sim-coaching',
    title: 'Home Sim Coaching',
    image: '/images/programs/home-sim-coaching.svg',
    duration: '60 min',
    description: 'One-to-one online coaching on your own simulator: procedures, navigation and smoother landings at home.',
    // docs/product.md, The catalogue: the first site's £99 is retired, "from £59" (one price per hour).
    experience: 'home-sim-coaching',
    priceFrom: true,
    to: '/home-sim-coaching',
  },
  {
    id: 'aspiring-pilot',
    title: 'Aspiring Pilot',
    image: '/images/programs/aspiring-pilot.svg',
    duration: '60 min',
    description: 'Thinking about a flying career? Fly the A320 and talk training routes, costs and airline life with a working pilot.',
    experience: 'aspiring-pilot',
    // There is no /aspiring-pilot page, and /professional-training is enquiry only: the card opens the booking form with it chosen.
    to: bookingLink('aspiring-pilot', '60-minutes'),
  },
  {
    id: 'fear-of-flying',
    title: 'Fear of Flying Course',
    image: '/images/programs/fear-of-flying.svg',
    duration: '4 h',
    description: 'Understand how aircraft fly, what every sound means and how crews keep you safe, then fly a calm flight yourself.',
    experience: 'fear-of-flying',
    to: '/fear-of-flying',
  },
];

export const simulatorFeatures: SimulatorFeature[] = [
  {
    icon: Monitor,
    title: '220° Wraparound Visuals',
    description: 'A panoramic visual system fills your view from the flight deck, so every turn and approach feels real.',
  },
  {
    icon: Globe,
    title: 'Live Scenery Worldwide',
    description: 'Detailed airports and landscapes across the globe, from Exeter and Gatwick to Innsbruck and Madeira.',
  },
  {
    icon: RadioTower,
    title: 'Live ATC and Weather',
    description: 'Talk to air traffic control and fly in real-time weather, or dial in the conditions you want to master.',
  },
  {
    icon: CloudLightning,
    title: 'Realistic Emergency Scenarios',
    description: 'Engine failures, rejected take-offs and go-arounds: practise the procedures airline crews train for.',
  },
  {
    icon: Gauge,
    title: 'Authentic A320 Flight Deck',
    description: 'Sidesticks, throttle quadrant, overhead panel and glass cockpit laid out exactly as in the real aircraft.',
  },
  {
    icon: GraduationCap,
    title: 'CAA/EASA Qualified Instructors',
    description: 'Every flight is guided by instructors who fly, teach and love the A320, whatever your experience.',
  },
];

/** The home page stats (docs/product.md, What the site sells). */
export const stats: Stat[] = [
  { icon: CalendarCheck, value: '4+', label: 'Years Operating' },
  { icon: Plane, value: '600', label: 'Flights Flown' },
  { icon: Star, value: '4.9', label: 'Average Rating' },
  { icon: Users, value: '260', label: 'Happy Customers' },
];

export const aboutHighlights: { icon: LucideIcon; text: string }[] = [
  { icon: ShieldCheck, text: 'CAA/EASA qualified instructors' },
  { icon: Headset, text: 'All Skill Levels Welcome' },
  { icon: Star, text: 'Gift Vouchers Available' },
];

/** Four fixed reviews, each rated 5 (docs/product.md, What the site sells). */
export const reviews: Review[] = [
  {
    id: 'sarah-m',
    name: 'Sarah M.',
    rating: 5,
    date: 'September 2025',
    text: 'Bought the Try and Fly for my husband’s 50th and he hasn’t stopped talking about it. The instructor was patient, funny and clearly loves flying. Landing at Innsbruck was the highlight!',
  },
  {
    id: 'james-t',
    name: 'James T.',
    rating: 5,
    date: 'August 2025',
    text: 'As a long-time home simmer I wanted to fly the real procedures properly. The scenario flight with an engine failure on take-off was intense and brilliantly taught. Worth every penny.',
  },
  {
    id: 'priya-k',
    name: 'Priya K.',
    rating: 5,
    date: 'July 2025',
    text: 'I was terrified of flying. The fear of flying course explained every noise and bump, and flying the simulator myself changed everything. I flew to Spain last month without a single panic.',
  },
  {
    id: 'tom-r',
    name: 'Tom R.',
    rating: 5,
    date: 'June 2025',
    text: 'Took my son for the Aspiring Pilot session before he applies for flight school. Honest advice about training, and he flew a perfect approach into Exeter. Fantastic morning out.',
  },
];
