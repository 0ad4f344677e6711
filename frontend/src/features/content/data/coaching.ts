import { Headset, Monitor, Sparkles, Wifi } from 'lucide-react';
import type { Feature, Package } from './types';

import { productAnchor } from '../../../lib/product-anchor';

/** A shop product's card: priced from the shop's catalogue, PURCHASE NOW opens /shop at it (docs/product.md, Pages: /home-sim-coaching). */
const purchase = (productName: string) => ({ product: productName, cta: { label: 'PURCHASE NOW', to: `/shop#${productAnchor(productName)}` } });

/** /home-sim-coaching (docs/product.md, Pages). */
export const coachingPackages: Package[] = [
  {
    id: 'starter-session',
    name: 'Starter Session',
    duration: '1 hour',
    sessions: '1 session',
    books: { experience: 'home-sim-coaching', option: 'starter-session' },
    description: 'One focused online session on whatever you want to fix or learn first.',
    features: ['Screen-share coaching on your own sim', 'Set-up and settings check', 'Personal tips to practise'],
    cta: { label: 'BOOK NOW', to: '/book-flight' },
  },
  {
    id: 'skill-builder',
    name: 'Skill Builder Package',
    duration: '4 hours',
    sessions: '4 sessions',
    description: 'A structured course from cold and dark to a confident landing.',
    features: ['Cockpit preparation and flows', 'FMGC programming', 'Approaches and landings', 'Progress notes after each session'],
    badge: 'BEST VALUE',
    ...purchase('Skill Builder Package'),
  },
  {
    id: 'mastery-program',
    name: 'Mastery Program',
    duration: '12 hours',
    sessions: '12 sessions',
    description: 'Fly like an airline crew: complete procedures, failures and online ATC.',
    features: ['Full standard operating procedures', 'Non-normal and emergency procedures', 'Flying on online networks', 'A tailored learning plan'],
    ...purchase('Mastery Program'),
  },
];

/** The five home simulator titles we coach on. */
export const supportedSimulators: string[] = [
  'Microsoft Flight Simulator 2024',
  'Microsoft Flight Simulator 2020',
  'X-Plane 12',
  'X-Plane 11',
  'Prepar3D',
];

/** What the customer needs for online coaching. */
export const coachingRequirements: Feature[] = [
  { icon: Monitor, title: 'Flight simulator software', description: 'One of the supported titles, installed and running on your own computer.' },
  { icon: Wifi, title: 'A stable internet connection', description: 'Enough for a video call with screen sharing.' },
  { icon: Headset, title: 'A headset with a microphone', description: 'So you can hear your coach and talk things through.' },
  { icon: Sparkles, title: 'A willingness to learn', description: 'Whatever your level, bring your questions and curiosity.' },
];
