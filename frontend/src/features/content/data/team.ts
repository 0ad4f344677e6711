import { Accessibility, Award, BookOpen, Plane } from 'lucide-react';
import type { Feature } from './types';

/** A team entry (docs/product.md, Pages, /team: name, role, image, qualifications, bio). */
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  image: string;
  qualifications: string[];
  bio: string;
}

export const teamMembers: TeamMember[] = [
  {
    id: 'chief-training-captain',
    name: 'Captain Richard Hale',
    role: 'Chief Training Captain',
    image: '/images/team/chief-training-captain.svg',
    qualifications: ['ATPL (A)', 'A320 Type Rating Instructor and Examiner', '12,000+ flying hours'],
    bio: 'Richard has flown the A320 family for more than twenty years and trained hundreds of airline pilots. He designs every experience we fly, from a first Try and Fly to professional assessment preparation.',
  },
  {
    id: 'instructor-team',
    name: 'Our Instructor Team',
    role: 'CAA/EASA Qualified Instructors',
    image: '/images/team/instructor-team.svg',
    qualifications: ['Airline pilots and flight instructors', 'A320 type rated', 'Fear of flying specialists'],
    bio: 'Our instructors fly for airlines and teach for the love of it. Patient with beginners and precise with professionals, they tailor every session to the person in the left-hand seat.',
  },
  {
    id: 'operations-team',
    name: 'Operations Team',
    role: 'Bookings and Customer Care',
    image: '/images/team/operations-team.svg',
    qualifications: ['Bookings, vouchers and group events', 'Simulator engineering', 'Seven days a week'],
    bio: 'From your first enquiry to your certificate, our operations team keeps the simulator flying and your day running smoothly. Gift vouchers, group days and special requests start here.',
  },
];

export const teamValues: Feature[] = [
  { icon: Award, title: 'Excellence', description: 'Airline-standard instruction and a simulator we maintain to the highest standard.' },
  { icon: Accessibility, title: 'Accessibility', description: 'All Skill Levels Welcome: flying made approachable for everyone aged 12 and over.' },
  { icon: BookOpen, title: 'Education', description: 'We explain the why behind every procedure, so you leave knowing more than when you arrived.' },
  { icon: Plane, title: 'Authenticity', description: 'Real procedures, real checklists and instructors who fly the aircraft for a living.' },
];

export const partnership =
  'For professional pilots we work with an approved training partner near London Gatwick, whose Level D full flight simulator completes what our Exeter flight deck begins: from a first taste of flying to type ratings and licence proficiency checks.';

export const reasonsToChoose: Feature[] = [
  { icon: Plane, title: 'A Real A320 Flight Deck', description: 'A full-size fixed-base simulator with a 220-degree wraparound visual system.' },
  { icon: Award, title: 'Instructors Who Fly', description: 'CAA/EASA qualified instructors with airline experience guide every session.' },
  { icon: BookOpen, title: 'Something for Everyone', description: 'Experiences, coaching, courses and professional training under one roof.' },
];
