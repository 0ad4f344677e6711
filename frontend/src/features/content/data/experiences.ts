import { CalendarDays, GraduationCap, Headset, Monitor, Plane, Sparkles, Trophy, Users } from 'lucide-react';
import { bookNow } from './calls-to-action';
import type { Fact, Feature, Package } from './types';

/** The home sim page's cards say it in their own case. */
const bookNowOnCard = { label: 'Book Now', to: '/book-flight' };

/** The catalogue's A320 sessions by length, which the intro and home sim pages each describe in their own words. */
const discoveryFlight = { id: 'discovery-flight', name: 'Discovery Flight', duration: '30 min', books: { experience: 'discovery-flight', option: '30-minutes' } };
const fullExperience = { id: 'full-experience', name: 'Full Experience', duration: '60 min', books: { experience: 'full-experience', option: '60-minutes' } };
const extendedAdventure = { id: 'extended-adventure', name: 'Extended Adventure', duration: '90 min', books: { experience: 'extended-adventure', option: '90-minutes' } };

/** /intro-experience's own experience, Intro to the Airbus, in its two lengths (the home card's "from £149" sells these). */
export const introAirbusPackages: Package[] = [
  {
    id: 'intro-to-the-airbus-1-hour',
    name: 'Intro to the Airbus – 1 hour',
    duration: '1 hour',
    books: { experience: 'intro-to-the-airbus', option: '60-minutes' },
    priceSuffix: 'per person',
    description: 'A tour of the A320 flight deck, its systems and automation, then a take-off and landing at an airport of your choice.',
    features: ['Flight deck and automation tour', 'Take-off and landing', 'Airport of your choice', 'Flight certificate'],
    cta: bookNow,
  },
  {
    id: 'intro-to-the-airbus-2-hours',
    name: 'Intro to the Airbus – 2 hours',
    duration: '2 hours',
    books: { experience: 'intro-to-the-airbus', option: '120-minutes' },
    priceSuffix: 'per person',
    description: 'The same tour with time to fly a full route, practise approaches and land more than once.',
    features: ['Flight deck and automation tour', 'A full route, gate to gate', 'Approach and landing practice', 'Flight certificate and photos'],
    cta: bookNow,
  },
];

/** /intro-experience (docs/product.md, Pages): more sessions on the A320. */
export const introPackages: Package[] = [
  {
    ...discoveryFlight,
    priceSuffix: 'per person',
    description: 'A short, thrilling first taste of the A320 flight deck.',
    features: ['Pre-flight briefing', 'Take-off and a scenic circuit', 'Hands-on landing with your instructor', 'Flight certificate'],
    cta: bookNow,
  },
  {
    ...fullExperience,
    priceSuffix: 'per person',
    description: 'Learn the Airbus systems and fly a complete route from gate to gate.',
    features: ['Flight deck and systems briefing', 'Fly a full route of your choice', 'Autopilot and approach techniques', 'Flight certificate and photos'],
    badge: 'MOST POPULAR',
    cta: bookNow,
  },
  {
    ...extendedAdventure,
    priceSuffix: 'per person',
    description: 'Time to master the aircraft: more routes, more landings, more challenge.',
    features: ['In-depth systems briefing', 'Two routes or a challenging airport', 'Weather and crosswind practice', 'Flight certificate and photos'],
    cta: bookNow,
  },
];

export const introNotes: Fact[] = [
  { icon: GraduationCap, label: 'Instructors', value: 'CAA/EASA qualified instructors' },
  { icon: CalendarDays, label: 'Scheduling', value: 'Flexible scheduling 7 days a week' },
  { icon: Users, label: 'Who can fly', value: 'All Skill Levels Welcome, age 12+' },
];

/** /scenario-flights (docs/product.md, Pages): priced per session. */
export const scenarioPackages: Package[] = [
  {
    id: 'weather-challenge',
    name: 'Weather Challenge',
    duration: '60 min',
    books: { experience: 'scenario-flight', option: 'weather-challenge' },
    priceSuffix: 'per session',
    description: 'Crosswinds, low cloud, rain and gusts: land the A320 when the weather turns.',
    features: ['Crosswind landing techniques', 'Low-visibility approaches', 'Thunderstorm avoidance', 'Debrief with your instructor'],
    cta: bookNow,
  },
  {
    id: 'emergency-procedures',
    name: 'Emergency Procedures',
    duration: '90 min',
    books: { experience: 'scenario-flight', option: 'emergency-procedures' },
    priceSuffix: 'per session',
    description: 'Handle the failures airline crews train for, step by step and under pressure.',
    features: ['Engine failure after take-off', 'Rejected take-off', 'Emergency descent', 'Go-arounds and diversions'],
    badge: 'MOST POPULAR',
    cta: bookNow,
  },
  {
    id: 'iconic-routes',
    name: 'Iconic Routes',
    duration: '120 min',
    books: { experience: 'scenario-flight', option: 'iconic-routes' },
    priceSuffix: 'per session',
    description: "Fly the world's most spectacular approaches, from alpine valleys to island runways.",
    features: ['Innsbruck valley approach', 'Madeira and Gibraltar', 'Old Kai Tak checkerboard', 'Route of your choice'],
    cta: bookNow,
  },
];

export const scenarioFeatures: Feature[] = [
  { icon: Sparkles, title: 'Realistic Emergency Scenarios', description: 'Failures and weather programmed by your instructor, exactly when you least expect them.' },
  { icon: Trophy, title: 'Build Real Skills', description: 'Learn the flows and checklists airline pilots use, and leave with the confidence to use them.' },
  { icon: Headset, title: 'Live ATC and Weather', description: 'Talk to air traffic control and fly in real-world conditions from anywhere in the world.' },
];

/** /flight-sim (docs/product.md, Pages): the home flight sim page's four experiences. */
export const flightSimExperiences: Package[] = [
  {
    ...discoveryFlight,
    description: 'Step from your desk into a full-size flight deck for a first taste of the real thing.',
    features: ['Briefing on the A320 flight deck', 'Take-off, circuit and landing', 'Flight certificate'],
    cta: bookNowOnCard,
  },
  {
    ...fullExperience,
    description: 'Fly a complete route with the procedures you know from your home sim, on real hardware.',
    features: ['Full route, gate to gate', 'FMGC programming', 'Manual and autopilot flying'],
    badge: 'MOST POPULAR',
    cta: bookNowOnCard,
  },
  {
    ...extendedAdventure,
    description: 'More time for challenging airports, weather and the techniques that make a smooth landing.',
    features: ['Challenging airports', 'Weather and crosswinds', 'Tailored coaching'],
    cta: bookNowOnCard,
  },
  {
    id: 'ultimate-session',
    name: 'Ultimate Session',
    duration: '120 min',
    books: { experience: 'ultimate-session', option: '120-minutes' },
    description: 'The complete airline day: planning, departure, failures and an approach of your choice.',
    features: ['Flight planning and briefing', 'Failures and non-normal procedures', 'Approach of your choice'],
    cta: bookNowOnCard,
  },
];

export const flightSimWhyChoose: Feature[] = [
  { icon: Monitor, title: '220° Wraparound Visuals', description: 'A panoramic view no home setup can match, with live scenery, ATC and weather.' },
  { icon: Plane, title: 'A Real A320 Flight Deck', description: 'Every switch, sidestick and lever where it should be, so procedures become muscle memory.' },
  { icon: GraduationCap, title: 'CAA/EASA Qualified Instructors', description: 'Learn the techniques airline crews use from instructors who teach them for a living.' },
];

export const homeSimEnthusiastPoints: string[] = [
  'Fly the procedures you practise at home on full-size hardware',
  'Ask an instructor the questions forums never quite answer',
  'Programme the FMGC, fly managed and selected modes, and land by hand',
  'Take what you learn back to Microsoft Flight Simulator or X-Plane',
];
