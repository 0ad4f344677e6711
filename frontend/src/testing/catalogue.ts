import { http, HttpResponse } from 'msw';
import type { Experience } from '../lib/experiences';

type OptionRow = [id: string, name: string, minutes: number, pricePence: number, maxPartySize?: number, extraPersonPence?: number];

/**
 * An experience of the catalogue: options as [id, name, minutes, price in pence, largest party (1), extra person's price (0)];
 * the first site's session ids that name it (`legacyIds`) as the API serves them.
 */
export const experience = (
  id: string,
  name: string,
  group: Experience['group'],
  options: OptionRow[],
  bookedAs: Experience['bookedAs'] = 'slot',
  legacyIds: string[] = [],
): Experience => ({
  id,
  name,
  group,
  description: `${name} description`,
  included: [],
  minimumAge: 12,
  bookedAs,
  options: options.map(([optionId, optionName, minutes, pricePence, maxPartySize = 1, extraPersonPence = 0]) => ({
    id: optionId,
    name: optionName,
    minutes,
    pricePence,
    maxPartySize,
    extraPersonPence,
  })),
  legacyIds,
});

/** The seeded catalogue (docs/product.md, The catalogue), as GET /api/experiences serves it. */
export const CATALOGUE: Experience[] = [
  experience('try-and-fly', 'Try and Fly', 'beginners', [['60-minutes', '60 minutes', 60, 12900, 2, 4900]], 'slot', ['tryandfly']),
  experience('fear-of-flying', 'Fear of Flying Course', 'beginners', [['4-hour-course', '4-hour course', 240, 29500]], 'course'),
  experience('discovery-flight', 'Discovery Flight', 'beginners', [['30-minutes', '30 minutes', 30, 8900]]),
  experience('intro-to-the-airbus', 'Intro to the Airbus', 'enthusiasts', [
    ['60-minutes', '60 minutes', 60, 14900, 2, 4900],
    ['120-minutes', '120 minutes', 120, 24900, 2, 4900],
  ]),
  experience('scenario-flight', 'Scenario Flight', 'enthusiasts', [
    ['weather-challenge', 'Weather Challenge', 60, 14900],
    ['emergency-procedures', 'Emergency Procedures', 90, 19900],
    ['iconic-routes', 'Iconic Routes', 120, 24900],
    ['extended-scenario', 'Extended Scenario', 180, 34900],
  ]),
  experience('home-sim-coaching', 'Home Sim Coaching (online)', 'enthusiasts', [['starter-session', 'Starter Session', 60, 5900]], 'online'),
  experience('aspiring-pilot', 'Aspiring Pilot', 'aspiring-pilots', [['60-minutes', '60 minutes', 60, 14900]]),
  experience('full-experience', 'Full Experience', 'professional', [['60-minutes', '60 minutes', 60, 14900]]),
  experience('extended-adventure', 'Extended Adventure', 'professional', [['90-minutes', '90 minutes', 90, 19900]]),
  experience('ultimate-session', 'Ultimate Session', 'professional', [['120-minutes', '120 minutes', 120, 24900]]),
];

/** Answers GET /api/experiences with the catalogue (or another one). */
export const catalogue = (experiences: Experience[] = CATALOGUE) => http.get('/api/experiences', () => HttpResponse.json(experiences));
