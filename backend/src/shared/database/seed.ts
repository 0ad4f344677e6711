import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

export interface SeedProduct {
  name: string;
  description: string;
  /** Integer pence. */
  price: number;
  category: 'Simulator Experience' | 'Gift Card' | 'Training' | 'Merchandise';
  image: string;
  /** A gift card's experience option [experience, option]; a gift card without one is a money card. */
  buys?: [string, string];
}

const image = (slug: string) => `/images/products/${slug}.svg`;
const giftCard = (name: string, price: number, slug: string, what: string, buys?: [string, string]): SeedProduct => ({
  name,
  description: `${what} A printable gift card with a voucher code, valid for 12 months.`,
  price,
  category: 'Gift Card',
  image: image(slug),
  buys,
});

/** What a new install's shop shows: a gift card per section of the shop (docs/product.md, Gift cards), home-sim coaching and merchandise. */
export const SEED_PRODUCTS: SeedProduct[] = [
  giftCard('Try and Fly Gift Card', 12900, 'try-and-fly-gift-card', 'A 60-minute first flight in our Airbus A320 simulator, with an instructor beside them all the way.', ['try-and-fly', '60-minutes']),
  giftCard('Fear of Flying Gift Card', 29500, 'fear-of-flying-gift-card', 'The 4-hour Fear of Flying course with a CAA/EASA qualified airline pilot: how flying works, then a calm flight in the simulator.', ['fear-of-flying', '4-hour-course']),
  giftCard('Intro to Airbus Gift Card', 14900, 'intro-to-airbus-gift-card', 'Intro to the Airbus: a 60-minute tour of the A320 flight deck, a take-off and a landing at an airport of their choice.', ['intro-to-the-airbus', '60-minutes']),
  giftCard('Scenario Flight Gift Card', 14900, 'scenario-flight-gift-card', 'A 60-minute scenario flight: weather challenges, emergency procedures or an iconic route.', ['scenario-flight', 'weather-challenge']),
  giftCard('Home Sim Coaching Gift Card', 5900, 'home-sim-coaching-gift-card', 'A 1-hour online coaching session for a home flight-simulator enthusiast, with a real instructor.', ['home-sim-coaching', 'starter-session']),
  giftCard('Discovery Flight Gift Card', 8900, 'discovery-flight-gift-card', 'A 30-minute Discovery Flight: a short briefing, a take-off, a circuit and a landing in the A320 simulator.', ['discovery-flight', '30-minutes']),
  giftCard('£50 Gift Card', 5000, 'money-gift-card', 'Fifty pounds towards any experience (what it does not cover is not given as change).'),
  giftCard('£100 Gift Card', 10000, 'money-gift-card', 'One hundred pounds towards any experience (what it does not cover is not given as change).'),
  giftCard('Aspiring Pilot Gift Card', 14900, 'aspiring-pilot-gift-card', 'A 60-minute session for a future pilot: flows, checklists and a full circuit, as airline crews train.', ['aspiring-pilot', '60-minutes']),
  giftCard('Full Experience Gift Card', 14900, 'full-experience-gift-card', 'The 60-minute Full Experience: pre-flight briefing, take-off, a scenic flight and landing.', ['full-experience', '60-minutes']),
  giftCard('Extended Adventure Gift Card', 19900, 'extended-adventure-gift-card', 'A 90-minute Extended Adventure: more airports, more weather, more landings.', ['extended-adventure', '90-minutes']),
  giftCard('Ultimate Session Gift Card', 24900, 'ultimate-session-gift-card', 'The 2-hour Ultimate Session: a full flight from gate to gate, with scenarios to suit the pilot.', ['ultimate-session', '120-minutes']),
  {
    name: 'Starter Session',
    description: 'Home sim coaching: one 1-hour online session with an instructor to set up your home simulator and fly your first procedures.',
    price: 5900,
    category: 'Training',
    image: image('starter-session'),
  },
  {
    name: 'Skill Builder Package',
    description: 'Home sim coaching: four 1-hour online sessions covering departures, approaches, navigation and the autopilot. Best value.',
    price: 19900,
    category: 'Training',
    image: image('skill-builder-package'),
  },
  {
    name: 'Mastery Program',
    description: 'Home sim coaching: twelve 1-hour online sessions from cold and dark to full airline-style operations.',
    price: 49900,
    category: 'Training',
    image: image('mastery-program'),
  },
  {
    name: 'Pilot Logbook',
    description: 'A hard-backed logbook to record every simulator session and flight, with space for instructor sign-off.',
    price: 1499,
    category: 'Merchandise',
    image: image('pilot-logbook'),
  },
  {
    name: 'A320 Cockpit Poster',
    description: 'An A2 poster of the Airbus A320 flight deck with every panel labelled.',
    price: 1999,
    category: 'Merchandise',
    image: image('a320-cockpit-poster'),
  },
  {
    name: 'Skyward Cap',
    description: 'A navy cotton cap with the embroidered Skyward wings.',
    price: 2200,
    category: 'Merchandise',
    image: image('skyward-cap'),
  },
  {
    name: 'Skyward Mug',
    description: 'A ceramic mug with the A320 silhouette, for the pre-flight coffee.',
    price: 1250,
    category: 'Merchandise',
    image: image('skyward-mug'),
  },
];

/**
 * Adds each seed product whose name is not in the table yet, deleted products included, and returns
 * the names added. It never overwrites a product: the owner's price and text edits survive a restart,
 * and a product the owner deleted does not come back.
 */
export async function seedProducts(dataSource: DataSource, products: SeedProduct[] = SEED_PRODUCTS): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('seed:product'))`);
    const added: string[] = [];
    for (const product of products) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO "product" ("name", "description", "price", "category", "image", "gift_experience_id", "gift_option_id")
         SELECT $1, $2, $3, $4, $5, $6, $7
         WHERE NOT EXISTS (SELECT 1 FROM "product" WHERE lower("name") = lower($1))
         RETURNING "id"`,
        [product.name, product.description, product.price, product.category, product.image, product.buys?.[0] ?? null, product.buys?.[1] ?? null],
      );
      if (rows.length) added.push(product.name);
    }
    return added;
  });
}

if (require.main === module) {
  const dataSource = new DataSource(dataSourceOptions(loadConfig()));
  dataSource
    .initialize()
    .then(() => seedProducts(dataSource))
    .then((added) => console.log(added.length ? `Seeded ${added.length} product(s).` : 'Seed data is already present.'))
    .then(() => dataSource.destroy())
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
