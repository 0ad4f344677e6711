import { CalendarDays, Clock, UserCheck } from 'lucide-react';
import type { CatalogueRef } from '../../../lib/experiences';
import type { Fact } from './types';

/** /fear-of-flying (docs/product.md, Fear of Flying course): 4 hours with an airline pilot, at the catalogue's price. */
export const fearOfFlyingCourse = {
  books: { experience: 'fear-of-flying', option: '4-hour-course' } satisfies CatalogueRef,
  duration: '4-hour course',
  inclusions: [
    'How an aircraft flies, explained simply and calmly',
    'What every sound, bump and movement on a flight means',
    'How airline crews are trained and how safety is managed',
    'Techniques to manage anxiety before and during a flight',
    'A gentle flight in the A320 simulator, at your own pace',
    'Time for every question you have, with an airline pilot',
  ],
  facts: [
    { icon: Clock, label: 'Duration', value: '4 hours' },
    { icon: UserCheck, label: 'Your instructor', value: 'CAA/EASA qualified airline pilot' },
    { icon: CalendarDays, label: 'Scheduling', value: 'Flexible scheduling' },
  ] satisfies Fact[],
  steps: [
    { title: 'Understand', text: 'Learn how aircraft fly and why turbulence is uncomfortable rather than dangerous.' },
    { title: 'Experience', text: 'Sit on the flight deck and hear the sounds of a flight, with nothing left unexplained.' },
    { title: 'Take control', text: 'Fly the simulator yourself, and see how calmly pilots handle the unexpected.' },
  ],
};
