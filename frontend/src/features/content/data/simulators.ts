import { Award, Building2, Cpu, MapPin, Monitor, Move3d, Plane, Radio, ShieldCheck, Users } from 'lucide-react';
import { bookNow, enquireAboutGroups, requestAQuote } from './calls-to-action';
import type { Feature, Package, Programme } from './types';

/** /simulator-exeter (docs/product.md, Pages): four experiences on the fixed-base A320. */
export const exeterExperiences: Package[] = [
  {
    id: 'discovery-flight',
    name: 'Discovery Flight',
    duration: '30 minutes',
    books: { experience: 'discovery-flight', option: '30-minutes' },
    description: 'A first taste of the A320: take-off, a scenic circuit and your own landing.',
    features: ['Briefing', 'Take-off and landing', 'Certificate'],
    cta: bookNow,
  },
  {
    id: 'full-experience',
    name: 'Full Experience',
    duration: '60 minutes',
    books: { experience: 'full-experience', option: '60-minutes' },
    description: 'Learn the flight deck and fly a full route to an airport of your choice.',
    features: ['Systems briefing', 'Full route', 'Certificate and photos'],
    badge: 'MOST POPULAR',
    cta: bookNow,
  },
  {
    id: 'extended-session',
    name: 'Extended Session',
    duration: '90 minutes',
    books: { experience: 'extended-adventure', option: '90-minutes' },
    description: 'More flying, more airports and time to practise the tricky parts.',
    features: ['Two routes or a challenge airport', 'Weather practice', 'Certificate and photos'],
    cta: bookNow,
  },
  {
    id: 'group-booking',
    name: 'Group Booking',
    duration: 'Half or full day',
    pricePence: 50000,
    pricePrefix: 'from',
    description: 'Bring friends, family or colleagues and take turns as captain and first officer.',
    features: ['Exclusive use', 'Dedicated instructor', 'Refreshments'],
    // Group days are enquiry only: the contact form, Group Bookings chosen.
    cta: enquireAboutGroups,
  },
];

export const exeterSimulatorFeatures: Feature[] = [
  { icon: Plane, title: 'Airbus A320 Fixed-Base Simulator', description: 'A full-size replica flight deck with working sidesticks, overhead panel and pedestal.' },
  { icon: Monitor, title: '220° Wraparound Visual System', description: 'Panoramic visuals with live scenery, ATC and weather, anywhere in the world.' },
  { icon: MapPin, title: 'Easy to Reach', description: 'Near Exeter in East Devon, with free parking and a comfortable briefing room.' },
];

/** /simulator-gatwick (docs/product.md, Pages): enquiry only, with the training partner. */
export const gatwickProgrammes: Programme[] = [
  {
    id: 'aps-mcc',
    name: 'APS MCC',
    duration: '40 hours',
    description: 'Airline Pilot Standard Multi-Crew Cooperation: the bridge from licence to airline flight deck.',
    features: ['Multi-crew procedures and CRM', 'Airline-standard SOPs', 'Threat and error management', 'APS MCC certificate on completion'],
    cta: requestAQuote,
  },
  {
    id: 'a320-type-rating',
    name: 'A320 Type Rating',
    duration: '8-12 weeks',
    description: 'The full A320 family type rating, from ground school to skill test in the full flight simulator.',
    features: ['Ground school and systems exams', 'Full flight simulator sessions', 'Licence skill test', 'Airline-ready standards'],
    cta: requestAQuote,
  },
  {
    id: 'licence-proficiency-check',
    name: 'Licence Proficiency Check',
    duration: '4 hours',
    description: 'Revalidate your A320 type rating with an LPC or OPC in a Level D full flight simulator.',
    features: ['Pre-check briefing', 'LPC/OPC profile', 'Examiner debrief', 'Practice sessions available'],
    cta: requestAQuote,
  },
];

export const gatwickFacilities: Feature[] = [
  { icon: Move3d, title: 'Level D Full Flight Simulator', description: 'Full-motion A320 simulator qualified to the highest level for airline training.' },
  { icon: Cpu, title: 'Fixed Procedures Trainers', description: 'Flight management and procedures practice before you step into the full flight simulator.' },
  { icon: Building2, title: 'Modern Briefing Rooms', description: 'Quiet, fully equipped rooms for briefings, debriefs and ground school.' },
  { icon: Radio, title: 'Minutes from Gatwick', description: 'A training centre near London Gatwick, operated with our training partner.' },
];

export const gatwickCertifications: string[] = [
  'Level D full flight simulator qualification',
  'UK CAA approved training organisation (training partner)',
  'EASA compliant training programmes',
  'Type Rating Instructors and Examiners for the A320 family',
];

export const gatwickHighlights: Feature[] = [
  { icon: ShieldCheck, title: 'Enquiry Only', description: 'Every programme is tailored: tell us your licence, experience and goals and we will quote.' },
  { icon: Users, title: 'Crews and Individuals', description: 'For airlines, flight schools, crews and individual pilots.' },
  { icon: Award, title: 'Experienced Training Partner', description: 'Delivered with a training partner trusted by airlines.' },
];
