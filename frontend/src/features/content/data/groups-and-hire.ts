import { Briefcase, Building2, GraduationCap, Plane, Repeat, Users } from 'lucide-react';
import { enquireAboutGroups } from './calls-to-action';
import type { Feature, Package } from './types';

/** /group-bookings (docs/product.md, Pages). */
export const groupHire = {
  name: 'Exclusive Full-Day Hire',
  pricePence: 125000,
  priceSuffix: 'per day',
  participants: 'Up to 12 participants',
  inclusions: [
    'The simulator to yourselves for the whole day',
    'Up to 12 participants',
    'A dedicated instructor all day',
    'Refreshments throughout the day',
    'A private briefing area',
    'Custom scenarios built for your group',
    'Photos and certificates for everyone',
  ],
  cta: enquireAboutGroups,
};

export const groupOccasions: Feature[] = [
  { icon: Briefcase, title: 'Corporate Team Days', description: 'Crew resource management on a real flight deck: teamwork, communication and decisions under pressure.' },
  { icon: Users, title: 'Celebrations', description: 'Birthdays, stag and hen days or a family day out with a difference.' },
  { icon: GraduationCap, title: 'Clubs and Schools', description: 'Aviation clubs, cadets and schools exploring flight, science and careers.' },
];

/** /simulator-hire (docs/product.md, Pages). */
export const hirePackages: Package[] = [
  {
    id: 'half-day',
    name: 'Half Day',
    duration: '4 hours',
    pricePence: 50000,
    description: 'A morning or afternoon on the simulator for focused practice or a small event.',
    features: ['4 hours of simulator time', 'Instructor or self-operated', 'Briefing room access'],
  },
  {
    id: 'full-day',
    name: 'Full Day',
    duration: '8 hours',
    pricePence: 90000,
    description: 'A full day of flying for training programmes, team events or extended practice.',
    features: ['8 hours of simulator time', 'Instructor or self-operated', 'Briefing room and refreshments'],
    badge: 'MOST POPULAR',
  },
  {
    id: 'multi-day',
    name: 'Multi-Day',
    duration: '2 days or more',
    pricePence: 125000,
    pricePrefix: 'from',
    priceSuffix: 'a day',
    description: 'Blocks of days for courses, assessments and flight school programmes.',
    features: ['Consecutive or spread-out days', 'Scenarios set up in advance', 'Priority scheduling'],
  },
];

export const hireUseCases: Feature[] = [
  { icon: Building2, title: 'Corporate Events', description: 'Team building and client hospitality that nobody forgets.' },
  { icon: GraduationCap, title: 'Flight Schools', description: 'Procedures training and multi-crew practice for your students.' },
  { icon: Plane, title: 'Airline Training', description: 'Assessment preparation and procedure practice on an A320 flight deck.' },
  { icon: Repeat, title: 'Extended Practice', description: 'Hours of hands-on time to sharpen skills before a check or interview.' },
];

export const hireInclusions: string[] = [
  'Exclusive use of the A320 fixed-base simulator',
  '220° wraparound visual system',
  'Live scenery, ATC and weather',
  'Instructor available on request',
  'Briefing room with a large screen',
  'Free parking and refreshments',
];
