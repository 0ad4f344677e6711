import { CalendarDays, Clock, Gift, Users } from 'lucide-react';
import type { CatalogueRef } from '../../../lib/experiences';
import type { Fact } from './types';

/** /try-and-fly (docs/product.md, Pages; 60 minutes everywhere); its price is the catalogue's. */
export const tryAndFly = {
  books: { experience: 'try-and-fly', option: '60-minutes' } satisfies CatalogueRef,
  duration: '60 minutes',
  includes: [
    'A friendly briefing on the A320 flight deck',
    'Your own take-off from a real-world airport',
    'A scenic flight with your instructor beside you',
    'A hand-flown approach and landing',
    'A flight certificate to take home',
  ],
  facts: [
    { icon: Clock, label: 'Duration', value: '60 minutes' },
    { icon: Users, label: 'Age', value: '12+' },
    { icon: CalendarDays, label: 'When', value: '7 days a week: morning, afternoon and evening slots' },
    { icon: Gift, label: 'Gifts', value: 'Gift Vouchers Available' },
  ] satisfies Fact[],
  steps: [
    { title: 'Brief', text: 'Meet your instructor and learn the controls you will use.' },
    { title: 'Fly', text: 'Take off, climb out and see the scenery from the captain’s seat.' },
    { title: 'Land', text: 'Fly the approach and touch down, with help whenever you want it.' },
  ],
};
