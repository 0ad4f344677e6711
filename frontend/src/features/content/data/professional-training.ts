import { Award, BadgeCheck, BookOpen, Plane } from 'lucide-react';
import type { Feature, Programme } from './types';

const requestInfo = { label: 'REQUEST MORE INFO', to: '/#contact' };

/** /professional-training (docs/product.md, Pages): enquiry only. */
export const accreditations: Feature[] = [
  { icon: BadgeCheck, title: 'CAA/EASA Qualified Instructors', description: 'Type Rating Instructors with thousands of hours on the A320 family.' },
  { icon: Award, title: 'Level D Training Partner', description: 'Full flight simulator training near Gatwick, delivered with an approved training partner.' },
  { icon: Plane, title: 'Airbus A320 Specialists', description: 'Everything we teach is built around the world’s most popular airliner.' },
  { icon: BookOpen, title: 'Airline-Standard Procedures', description: 'SOPs, flows and CRM taught the way airlines expect on day one.' },
];

export const professionalProgrammes: Programme[] = [
  {
    id: 'airline-assessment-preparation',
    name: 'Airline Assessment Preparation',
    duration: 'From 2 hours',
    description: 'Simulator assessment practice for cadet and direct-entry airline selection.',
    features: ['Raw-data flying and instrument scan', 'Assessment-style profiles', 'Interview and CRM tips'],
    cta: requestInfo,
  },
  {
    id: 'aps-mcc',
    name: 'APS MCC',
    duration: '40 hours',
    description: 'Airline Pilot Standard Multi-Crew Cooperation, taught on the A320.',
    features: ['Multi-crew cooperation and CRM', 'Airline SOPs', 'Full flight simulator sessions'],
    cta: requestInfo,
  },
  {
    id: 'a320-type-rating',
    name: 'A320 Type Rating',
    duration: '8-12 weeks',
    description: 'Ground school, fixed-base and full flight simulator training to the skill test.',
    features: ['Systems ground school', 'Procedures training', 'Skill test in a Level D simulator'],
    cta: requestInfo,
  },
  {
    id: 'recurrent-and-lpc',
    name: 'Recurrent Training and LPC',
    duration: '4 hours',
    description: 'Licence proficiency checks and recurrent practice for current and returning pilots.',
    features: ['LPC/OPC profiles', 'Return-to-flying refreshers', 'Flexible scheduling'],
    cta: requestInfo,
  },
];
