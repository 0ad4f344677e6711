import { nthWeekday } from '../support/booking-form';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { dayHeading, openAdmin, payBooking, runId } from '../support/ui';

/**
 * One catalogue (docs/product.md, The catalogue): every BOOK NOW / PURCHASE NOW / CLICK HERE of a bookable card lands on /book-flight
 * with that experience and option chosen, at the name, duration and price the card advertised.
 */
interface Preselected {
  /** The experience, as /book-flight's Session field names it. */
  session: string;
  /** How long, as /book-flight writes it ('30 minutes', '1 hour'). */
  duration: string;
  price: string;
  /** The option's name when the experience has several (its Duration choice is checked). */
  option?: string;
}

interface CardLink {
  path: string;
  /** The card's name on its page. */
  card: string;
  /** The button's name. */
  button: string;
  lands: Preselected;
}

const DISCOVERY: Preselected = { session: 'Discovery Flight', duration: '30 minutes', price: '£89.00' };
const FULL: Preselected = { session: 'Full Experience', duration: '1 hour', price: '£149.00' };
const EXTENDED: Preselected = { session: 'Extended Adventure', duration: '90 minutes', price: '£199.00' };
const ULTIMATE: Preselected = { session: 'Ultimate Session', duration: '2 hours', price: '£249.00' };
const scenario = (option: string, duration: string, price: string): Preselected => ({
  session: 'Scenario Flight',
  option,
  duration,
  price,
});
const EMERGENCY = scenario('Emergency Procedures', '90 minutes', '£199.00');

const bookNow = (path: string, cards: [string, Preselected][], button = 'BOOK NOW'): CardLink[] =>
  cards.map(([card, lands]) => ({ path, card, button, lands }));

const CONTENT_CARDS: CardLink[] = [
  ...bookNow('/intro-experience', [
    ['Discovery Flight', DISCOVERY],
    ['Full Experience', FULL],
    ['Extended Adventure', EXTENDED],
  ]),
  ...bookNow('/scenario-flights', [
    ['Weather Challenge', scenario('Weather Challenge', '1 hour', '£149.00')],
    ['Emergency Procedures', EMERGENCY],
    ['Iconic Routes', scenario('Iconic Routes', '2 hours', '£249.00')],
  ]),
  ...bookNow(
    '/flight-sim',
    [
      ['Discovery Flight', DISCOVERY],
      ['Full Experience', FULL],
      ['Extended Adventure', EXTENDED],
      ['Ultimate Session', ULTIMATE],
    ],
    'Book Now',
  ),
  ...bookNow('/simulator-exeter', [
    ['Discovery Flight', DISCOVERY],
    ['Full Experience', FULL],
    ['Extended Session', EXTENDED],
  ]),
  {
    path: '/home-sim-coaching',
    card: 'Starter Session',
    button: 'BOOK NOW',
    lands: { session: 'Home Sim Coaching (online)', duration: '1 hour', price: '£59.00' },
  },
];

/** /book-flight's own cards: CLICK HERE chooses the experience at its first option. */
const BOOK_FLIGHT_CARDS: [string, Preselected][] = [
  ['Try and Fly', { session: 'Try and Fly', duration: '1 hour', price: '£129.00' }],
  ['Discovery Flight', DISCOVERY],
  ['Intro to the Airbus', { session: 'Intro to the Airbus', option: '60 minutes', duration: '1 hour', price: '£149.00' }],
  ['Scenario Flight', scenario('Weather Challenge', '1 hour', '£149.00')],
  ['Home Sim Coaching (online)', { session: 'Home Sim Coaching (online)', duration: '1 hour', price: '£59.00' }],
  ['Aspiring Pilot', { session: 'Aspiring Pilot', duration: '1 hour', price: '£149.00' }],
  ['Full Experience', FULL],
  ['Extended Adventure', EXTENDED],
  ['Ultimate Session', ULTIMATE],
];

const card = (page: Page, name: string): Locator => page.getByRole('main').getByRole('article', { name, exact: true });

/** /book-flight shows `expected` chosen: its session, its option and duration, and its price as the total. */
async function expectPreselected(page: Page, expected: Preselected): Promise<void> {
  await expect(page.getByLabel('Session', { exact: true }).locator('option:checked')).toHaveText(expected.session);
  const chosen = page.locator('article[data-selected]');
  await expect(chosen).toHaveAccessibleName(expected.session);
  if (expected.option) {
    await expect(
      page.getByRole('radio', { name: `${expected.option} (${expected.duration}) - ${expected.price}`, exact: true }),
    ).toBeChecked();
  } else {
    await expect(chosen.getByText(expected.duration, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('booking-total')).toHaveText(expected.price);
}

test.describe('every bookable card lands on /book-flight with its option chosen at the advertised price', () => {
  for (const { path, card: name, button, lands } of CONTENT_CARDS) {
    test(`${path}: ${button} on ${name} → ${lands.session}${lands.option ? ` – ${lands.option}` : ''} at ${lands.price}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(card(page, name).getByText(lands.price, { exact: true })).toBeVisible();
      await card(page, name).getByRole('link', { name: button, exact: true }).click();
      await expect(page).toHaveURL(/\/book-flight\?experience=/);
      await expectPreselected(page, lands);
    });
  }

  test('/try-and-fly: both BOOK NOW buttons → Try and Fly, 1 hour, £129.00', async ({ page }) => {
    const tryAndFly: Preselected = { session: 'Try and Fly', duration: '1 hour', price: '£129.00' };
    for (const index of [0, 1]) {
      await page.goto('/try-and-fly');
      await expect(page.getByRole('main').getByText(tryAndFly.price, { exact: true })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'BOOK NOW', exact: true }).nth(index).click();
      await expectPreselected(page, tryAndFly);
    }
  });

  test('/book-flight: CLICK HERE on every card chooses it at its first option; the course card sends to its own page', async ({
    page,
  }) => {
    await page.goto('/book-flight');
    for (const [name, lands] of BOOK_FLIGHT_CARDS) {
      await card(page, name)
        .getByRole('button', { name: `CLICK HERE to book ${name}` })
        .click();
      await expectPreselected(page, lands);
    }
    await card(page, 'Fear of Flying Course').getByRole('button', { name: 'CLICK HERE to book Fear of Flying Course' }).click();
    await expect(page.getByRole('link', { name: 'BOOK THE COURSE' })).toHaveAttribute('href', '/fear-of-flying');
  });
});

test.describe('paying for a package found on a content page', () => {
  const run = runId();
  // Days of their own (nthWeekday), well within the 30 days of the staff's bookings list.
  const payments: { path: string; card: string; lands: Preselected; nth: number; time: string }[] = [
    { path: '/intro-experience', card: 'Discovery Flight', lands: DISCOVERY, nth: 1, time: '15:00' },
    { path: '/scenario-flights', card: 'Emergency Procedures', lands: EMERGENCY, nth: 2, time: '15:00' },
  ];

  for (const { path, card: name, lands, nth, time } of payments) {
    test(`${name} from ${path}: paid ${lands.price} with 4242 and listed in the admin BOOKINGS at that price`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const email = `catalogue.${run}.${lands.price.replace(/\D/g, '')}@example.com`;
      const day = nthWeekday(nth);
      await page.goto(path);
      await card(page, name).getByRole('link', { name: 'BOOK NOW', exact: true }).click();
      await expectPreselected(page, lands);
      await payBooking(page, { day, time, name: 'Cora Catalogue', email, price: lands.price });
      await expect(page.getByText(lands.price).first()).toBeVisible();

      await openAdmin(page);
      await page.getByRole('tab', { name: 'BOOKINGS' }).click();
      await page.getByRole('group', { name: 'Bookings view' }).getByRole('button', { name: 'List' }).click();
      const entry = page
        .getByRole('list', { name: `Bookings on ${dayHeading(day)}` })
        .getByRole('listitem')
        .filter({ hasText: email });
      await expect(entry).toContainText(time);
      await expect(entry).toContainText(lands.option ? `${lands.session} – ${lands.option}` : lands.session);
      await expect(entry).toContainText(lands.price);
    });
  }
});
