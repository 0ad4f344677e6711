import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { queryDatabase } from '../support/database';
import { waitForMail } from '../support/mailbox';
import { runId } from '../support/ui';

const run = runId();

/** A package or programme card, found by its heading. */
const card = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

interface RouteExpectation {
  path: string;
  heading: string;
  /** Texts that must be visible somewhere on the page (prices, durations, badges, notes). */
  texts: (string | RegExp)[];
  /** Links: accessible name → where it goes (every link with that name). */
  links?: Record<string, string>;
  /** Cards: name → texts inside it. */
  cards?: Record<string, string[]>;
  /** Package card name → the experience and option its BOOK NOW preselects. */
  books?: Record<string, string>;
}

/** docs/product.md, Pages, route by route (prices formatted from pence as £1,250.00). */
const routes: RouteExpectation[] = [
  {
    path: '/',
    heading: 'Take the Controls of an Airbus A320',
    texts: [
      'Advanced Flight Simulation',
      'Years Operating',
      'Flights Flown',
      'Average Rating',
      'Happy Customers',
      'What Our Flyers Say',
      'Get in Touch',
      '10:00 – 21:00',
      '09:00 – 18:00',
      '10:00 – 16:00',
      'hello@skywardsim.co.uk',
    ],
    links: { 'BOOK YOUR FLIGHT': '/book-flight', 'EXPLORE EXPERIENCES': '/#experiences' },
    cards: {
      'Try and Fly': ['60 min', '£129'],
      'Intro to the Airbus': ['1-2 h', 'from £149'],
      'Scenario Flights': ['1-3 h', 'from £149'],
      'Home Sim Coaching': ['60 min', 'from £59'],
      'Aspiring Pilot': ['60 min', '£149'],
      'Fear of Flying Course': ['4 h', '£295'],
    },
  },
  {
    path: '/flight-sim',
    heading: 'Home Sim Flight Training',
    texts: ['Why Choose Us', 'Built for Home Sim Enthusiasts'],
    links: { 'BOOK YOUR FLIGHT': '/book-flight', 'VIEW EXPERIENCES': '/flight-sim#experiences' },
    books: {
      'Discovery Flight': 'discovery-flight&option=30-minutes',
      'Full Experience': 'full-experience&option=60-minutes',
      'Extended Adventure': 'extended-adventure&option=90-minutes',
      'Ultimate Session': 'ultimate-session&option=120-minutes',
    },
    cards: {
      'Discovery Flight': ['30 min', '£89.00'],
      'Full Experience': ['60 min', '£149.00', 'MOST POPULAR'],
      'Extended Adventure': ['90 min', '£199.00'],
      'Ultimate Session': ['120 min', '£249.00'],
    },
  },
  {
    path: '/professional-training',
    heading: 'Professional Pilot Training',
    texts: ['Trusted Training Standards', 'Training Programmes'],
    links: {
      'REQUEST INFORMATION': '/professional-training#contact',
      'VIEW PROGRAMS': '/professional-training#programs',
      'REQUEST MORE INFO': '/#contact',
    },
  },
  {
    path: '/intro-experience',
    heading: 'Intro to the Airbus',
    texts: ['CAA/EASA qualified instructors', 'Flexible scheduling 7 days a week'],
    books: {
      'Discovery Flight': 'discovery-flight&option=30-minutes',
      'Full Experience': 'full-experience&option=60-minutes',
      'Extended Adventure': 'extended-adventure&option=90-minutes',
    },
    cards: {
      'Discovery Flight': ['30 min', '£89.00', 'per person'],
      'Full Experience': ['60 min', '£149.00', 'MOST POPULAR'],
      'Extended Adventure': ['90 min', '£199.00'],
    },
  },
  {
    path: '/scenario-flights',
    heading: 'Scenario Flights',
    texts: [],
    books: {
      'Weather Challenge': 'scenario-flight&option=weather-challenge',
      'Emergency Procedures': 'scenario-flight&option=emergency-procedures',
      'Iconic Routes': 'scenario-flight&option=iconic-routes',
    },
    cards: {
      'Weather Challenge': ['60 min', '£149.00', 'per session'],
      'Emergency Procedures': ['90 min', '£199.00', 'MOST POPULAR'],
      'Iconic Routes': ['120 min', '£249.00'],
    },
  },
  {
    path: '/home-sim-coaching',
    heading: 'Home Sim Coaching',
    texts: ['Microsoft Flight Simulator 2024', 'X-Plane 12', 'A headset with a microphone', 'A stable internet connection'],
    cards: {
      'Starter Session': ['1 hour', '1 session', '£59.00'],
      'Skill Builder Package': ['4 hours', '4 sessions', '£199.00', 'BEST VALUE'],
      'Mastery Program': ['12 hours', '12 sessions', '£499.00'],
    },
  },
  {
    path: '/group-bookings',
    heading: 'Group Bookings',
    texts: [
      '£1,250.00',
      'per day',
      'Up to 12 participants',
      'A dedicated instructor all day',
      'Photos and certificates for everyone',
    ],
    links: { 'ENQUIRE NOW': '/?enquiry=group#contact' },
  },
  {
    path: '/fear-of-flying',
    heading: 'Fear of Flying Course',
    texts: ['£295.00', '4-hour course', 'CAA/EASA qualified airline pilot', 'Flexible scheduling'],
  },
  {
    path: '/simulator-hire',
    heading: 'Simulator Hire',
    texts: ['Corporate Events', 'Flight Schools', 'Airline Training', 'Extended Practice'],
    links: { 'REQUEST A BOOKING': '/simulator-hire#booking', 'CONTACT US': '/#contact', 'ENQUIRE NOW': '/#booking' },
    cards: { 'Half Day': ['4 hours', '£500.00'], 'Full Day': ['8 hours', '£900.00'], 'Multi-Day': ['from', '£1,250.00'] },
  },
  {
    path: '/simulator-gatwick',
    heading: 'Full Flight Sim - Gatwick',
    texts: ['The Training Centre', 'Certified to Airline Standards'],
    links: { 'ENQUIRE NOW': '/#contact', 'CONTACT US': '/#contact', 'REQUEST A QUOTE': '/#contact' },
    cards: { 'APS MCC': ['40 hours'], 'A320 Type Rating': ['8-12 weeks'], 'Licence Proficiency Check': ['4 hours'] },
  },
  {
    path: '/simulator-exeter',
    heading: 'Fixed Base Sim - Exeter',
    texts: [],
    books: {
      'Discovery Flight': 'discovery-flight&option=30-minutes',
      'Full Experience': 'full-experience&option=60-minutes',
      'Extended Session': 'extended-adventure&option=90-minutes',
    },
    cards: {
      'Discovery Flight': ['30 minutes', '£89.00'],
      'Full Experience': ['60 minutes', '£149.00'],
      'Extended Session': ['90 minutes', '£199.00'],
      'Group Booking': ['Half or full day', 'from', '£500.00'],
    },
  },
  {
    path: '/try-and-fly',
    heading: 'Try and Fly Experience',
    texts: ['£129.00', '12+', '7 days a week: morning, afternoon and evening slots'],
    links: { 'BOOK NOW': '/book-flight?experience=try-and-fly&option=60-minutes#booking-form', 'BUY A GIFT CARD': '/shop' },
  },
  {
    path: '/team',
    heading: 'Meet the Team',
    texts: [
      'Chief Training Captain',
      'Our Instructor Team',
      'Operations Team',
      'Excellence',
      'Accessibility',
      'Education',
      'Authenticity',
      'Our Training Partnership',
    ],
  },
  { path: '/privacy', heading: 'Privacy Policy', texts: ['Last updated: October 2025', /not intended for children under 16/] },
  {
    path: '/terms',
    heading: 'Terms and Conditions',
    texts: [
      'Last updated: October 2025',
      'Cancel more than 48 hours before your session: full refund.',
      'Cancel between 24 and 48 hours before your session: 50% refund.',
      'Cancel less than 24 hours before your session: no refund.',
      'Gift cards are valid for 12 months from the date of purchase.',
      'Gift cards are non-refundable and cannot be exchanged for cash.',
    ],
  },
];

test.describe('content pages (docs/product.md, Pages)', () => {
  for (const route of routes) {
    test(`${route.path} shows "${route.heading}" with its prices and buttons`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(`${route.heading} | Skyward Flight Simulation`);
      for (const text of route.texts) {
        await expect(page.getByText(text, { exact: typeof text === 'string' }).first()).toBeVisible();
      }
      for (const [name, texts] of Object.entries(route.cards ?? {})) {
        for (const text of texts) await expect(card(page, name).getByText(text, { exact: true }).first()).toBeVisible();
      }
      // Every BOOK NOW of a package card lands on that experience's option, preselected (docs/product.md, The catalogue).
      for (const [name, experienceAndOption] of Object.entries(route.books ?? {})) {
        const book = card(page, name).getByRole('link', { name: /^book now$/i });
        await expect(book).toHaveAttribute('href', `/book-flight?experience=${experienceAndOption}#booking-form`);
      }
      for (const [name, href] of Object.entries(route.links ?? {})) {
        const links = page.getByRole('main').getByRole('link', { name, exact: true });
        expect(await links.count(), `links named ${name}`).toBeGreaterThan(0);
        for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);
      }
    });
  }

  test('/try-and-fly says 60 minutes, never 45', async ({ page }) => {
    await page.goto('/try-and-fly');
    await expect(page.getByText(/60 minutes/).first()).toBeVisible();
    await expect(page.getByText(/45 minutes/)).toHaveCount(0);
  });

  test('/fear-of-flying has its two BOOK YOUR COURSE buttons', async ({ page }) => {
    await page.goto('/fear-of-flying');
    await expect(page.getByRole('button', { name: 'BOOK YOUR COURSE' })).toHaveCount(2);
  });
});

test('home → programme card → its page → BOOK NOW lands on /book-flight', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'EXPLORE EXPERIENCES' }).click();
  await expect(page).toHaveURL(/\/#experiences$/);
  await card(page, 'Intro to the Airbus').getByRole('link', { name: 'LEARN MORE' }).click();
  await expect(page).toHaveURL(/\/intro-experience$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intro to the Airbus');
  await card(page, 'Full Experience').getByRole('link', { name: 'BOOK NOW' }).click();
  await expect(page).toHaveURL(/\/book-flight\?experience=full-experience&option=60-minutes(#booking-form)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('£149.00');
});

test('the simulator hire ENQUIRE NOW lands on the home contact form', async ({ page }) => {
  await page.goto('/simulator-hire');
  await page.getByRole('link', { name: 'REQUEST A BOOKING' }).click();
  await expect(page.locator('#booking')).toBeInViewport();
  await page.locator('#booking').getByRole('link', { name: 'ENQUIRE NOW' }).click();
  await expect(page).toHaveURL(/\/#booking$/);
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeInViewport();
});

test.describe('enquiries', () => {
  test('an empty field is refused in the browser with Missing Information', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Amelia Earhart');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
    await expect(page.getByText('Please fill in all fields.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Amelia Earhart');
  });

  test('an enquiry is stored, acknowledged to the customer and noticed by staff', async ({ page }) => {
    const email = `amelia.${run}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'CONTACT' }).first().click();
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toBeInViewport();
    await form.getByLabel('Full name').fill('Amelia Earhart');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('07700 900123');
    await form.getByLabel('Enquiry type').selectOption({ label: 'Group Bookings' });
    await form.getByLabel('Message').fill(`A team day for twelve in June, please (${run}).`);
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();

    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.", { exact: true })).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');

    const rows = await queryDatabase<{ name: string; enquiry_type: string; message: string }>(
      `SELECT name, enquiry_type, message FROM contact_message WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([
      { name: 'Amelia Earhart', enquiry_type: 'group', message: `A team day for twelve in June, please (${run}).` },
    ]);

    const acknowledgement = await waitForMail(email, /^We've received your enquiry/);
    // The acknowledgement quotes neither the name nor the message (docs/product.md, Contact and enquiries: the form is no relay).
    expect(acknowledgement.text).toMatch(/^Hello,/);
    expect(acknowledgement.text).not.toContain(run);
    const notice = await waitForMail('hello@skywardsim.co.uk', /^New enquiry: Group Bookings from Amelia Earhart/);
    expect(notice.text).toContain(email);
  });
});

test('subscribing twice is a success both times and stores the address once', async ({ page }) => {
  const email = `reader.${run}@example.com`;
  await page.goto('/terms');
  const form = page.getByRole('form', { name: 'Newsletter' });
  const field = form.getByLabel('Email address');

  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Email Required', { exact: true })).toBeVisible();

  for (const typed of [email, email.toUpperCase()]) {
    await field.fill(typed);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed!', { exact: true })).toBeVisible();
    await expect(page.getByText('Please check your email to confirm your subscription.', { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
    await page.getByRole('button', { name: 'Close' }).click();
  }
  const rows = await queryDatabase<{ count: string }>(`SELECT count(*) FROM newsletter_subscription WHERE lower(email) = lower($1)`, [
    email,
  ]);
  expect(rows[0].count).toBe('1');
});
