// What the benchmarked endpoints read: a shop of 50 products on sale and the open slots of the booking calendar.
/* global fetch */
import pg from 'pg';

const PRODUCT_COUNT = 50;

/** Tops the shop (the seed catalogue) up with products of typical length until exactly 50 are on sale. */
export async function fillShop(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS on_sale FROM product WHERE active AND deleted_at IS NULL`);
    const categories = ['Simulator Experience', 'Gift Card', 'Training', 'Merchandise'];
    for (let index = rows[0].on_sale + 1; index <= PRODUCT_COUNT; index++) {
      await client.query(`INSERT INTO product (name, description, price, category, image) VALUES ($1, $2, $3, $4, $5)`, [
        `Benchmark Product ${String(index).padStart(2, '0')}`,
        `Product number ${index}: a description of typical length for the shop card, a sentence or two about what the customer gets.`,
        999 + index * 500,
        categories[index % categories.length],
        `/images/products/benchmark-${index}.svg`,
      ]);
    }
  } finally {
    await client.end();
  }
}

const DAY_MS = 86_400_000;
const londonToday = () =>
  Date.parse(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date())}T00:00:00Z`);

/** Open Try and Fly slots from `fromDay` days ahead on, as the API lists them: `count` of them, each { date, timeSlot }. */
export async function openSlots(base, count, fromDay = 3) {
  const slots = [];
  const today = londonToday();
  for (let offset = fromDay; slots.length < count && offset < 360; offset++) {
    const date = new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    const response = await fetch(`${base}/api/availability?date=${date}&sessionType=tryandfly`);
    if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
    const { slots: day } = await response.json();
    for (const slot of day) if (slot.available && slots.length < count) slots.push({ date, timeSlot: slot.time });
  }
  if (slots.length < count) throw new Error(`only ${slots.length} open slots in the next year, ${count} needed`);
  return slots;
}
