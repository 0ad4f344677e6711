import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product } from '../features/catalog/api/catalog-api';
import { CATALOGUE, catalogue } from '../testing/catalogue';
import { refundTerms } from '../testing/handlers';
import { renderApp } from '../testing/render-app';
import { server } from '../testing/server';

/** The content pages as docs/product.md, Pages, describes them: heading, prices, badges and where each button goes. */
async function open(path: string, heading: string) {
  const app = renderApp(path);
  // A page's chunk is transformed on first import, which can take a few seconds on a busy machine.
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  return app;
}

/** The shop's products (GET /api/products): the coaching packages, priced as staff set them. */
const shopSells = (prices: Record<string, number>) =>
  server.use(
    http.get('/api/products', () =>
      HttpResponse.json(
        Object.entries(prices).map(
          ([name, price], index): Product => ({ id: `product-${index}`, name, description: name, price, image: null, category: 'Training', active: true, giftFor: null }),
        ),
      ),
    ),
  );

const card = (name: string) => screen.getByRole('article', { name });
const linkIn = (region: HTMLElement, name: string | RegExp) => within(region).getByRole('link', { name });

/** A package card: its duration, the price once the catalogue has answered, and where its button goes. */
async function expectPackageCard(name: string, { duration, price, button, href }: { duration?: string; price: string; button: string; href: string }) {
  const region = card(name);
  if (duration) expect(within(region).getByText(duration)).toBeInTheDocument();
  expect(await within(region).findByText(price)).toBeInTheDocument();
  expect(linkIn(region, button)).toHaveAttribute('href', href);
}

/**
 * Opens a page of package cards priced "per person" or "per session", each with BOOK NOW to its catalogue option
 * ('experience&option=...'), and checks them: `popular` is the one MOST POPULAR.
 */
async function expectBookNowPage(
  path: string,
  heading: string,
  { priced, popular }: { priced: string; popular: string },
  packages: [name: string, duration: string, price: string, option: string][],
) {
  await open(path, heading);
  for (const [name, duration, price, option] of packages) {
    await expectPackageCard(name, { duration, price, button: 'BOOK NOW', href: `/book-flight?experience=${option}#booking-form` });
    expect(within(card(name)).getByText(priced)).toBeInTheDocument();
  }
  expect(within(card(popular)).getByText('MOST POPULAR')).toBeInTheDocument();
  expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
}

describe('home page', () => {
  it('shows the six programme cards whose LEARN MORE opens each programme', async () => {
    await open('/', 'Take the Controls of an Airbus A320');
    const expected: [string, string, string, string][] = [
      ['Try and Fly', '60 min', '£129', '/try-and-fly'],
      ['Intro to the Airbus', '1-2 h', 'from £149', '/intro-experience'],
      ['Scenario Flights', '1-3 h', 'from £149', '/scenario-flights'],
      ['Home Sim Coaching', '60 min', 'from £59', '/home-sim-coaching'],
      ['Aspiring Pilot', '60 min', '£149', '/book-flight?experience=aspiring-pilot&option=60-minutes#booking-form'],
      ['Fear of Flying Course', '4 h', '£295', '/fear-of-flying'],
    ];
    for (const [title, duration, price, href] of expected) {
      expect(await within(card(title)).findByText(price)).toBeInTheDocument();
      expect(within(card(title)).getByText(duration)).toBeInTheDocument();
      // jsdom's name computation drops the space browsers keep before the screen-reader-only words.
      expect(linkIn(card(title), new RegExp(`^LEARN MORE ?about ${title}$`))).toHaveAttribute('href', href);
    }
  });

  it('prices the programme cards from the catalogue served now', async () => {
    const repriced = { 'try-and-fly': 13500, 'home-sim-coaching': 6450, 'scenario-flight': 12000 } as Record<string, number>;
    server.use(
      catalogue(
        CATALOGUE.map((experience) => ({
          ...experience,
          options: experience.options.map((option, index) =>
            index === 1 || !repriced[experience.id] ? option : { ...option, pricePence: repriced[experience.id] },
          ),
        })),
      ),
    );
    await open('/', 'Take the Controls of an Airbus A320');
    expect(await within(card('Try and Fly')).findByText('£135')).toBeInTheDocument();
    expect(within(card('Home Sim Coaching')).getByText('from £64.50')).toBeInTheDocument();
    expect(within(card('Scenario Flights')).getByText('from £120')).toBeInTheDocument();
  });

  it('has both hero buttons, the stats, four 5-star reviews and the contact details', async () => {
    await open('/', 'Take the Controls of an Airbus A320');
    expect(screen.getByRole('link', { name: 'EXPLORE EXPERIENCES' })).toHaveAttribute('href', '/#experiences');
    expect(screen.getByRole('link', { name: 'BOOK YOUR FLIGHT' })).toHaveAttribute('href', '/book-flight');
    for (const [value, label] of [['4+', 'Years Operating'], ['600', 'Flights Flown'], ['4.9', 'Average Rating'], ['260', 'Happy Customers']]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(4);
    expect(screen.getByRole('link', { name: /READ MORE REVIEWS/ })).toHaveAttribute('target', '_blank');
    const contact = document.getElementById('contact') as HTMLElement;
    expect(within(contact).getByText('10:00 – 21:00')).toBeInTheDocument();
    expect(within(contact).getByText('09:00 – 18:00')).toBeInTheDocument();
    expect(within(contact).getByText('10:00 – 16:00')).toBeInTheDocument();
    expect(within(contact).getAllByText('EX10 0JH').length).toBeGreaterThan(0);
    expect(within(contact).getByRole('link', { name: 'hello@skywardsim.co.uk' })).toHaveAttribute('href', 'mailto:hello@skywardsim.co.uk');
    for (const section of ['Advanced Flight Simulation', 'What Our Flyers Say', 'Get in Touch']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
  });

  it('loads the map for EX10 0JH when asked', async () => {
    const { user } = await open('/', 'Take the Controls of an Airbus A320');
    await user.click(screen.getByRole('button', { name: 'SHOW MAP' }));
    expect(screen.getByTitle(/Map showing .*EX10 0JH/)).toHaveAttribute('src', expect.stringContaining('EX10%200JH'));
  });
});

describe('content pages', () => {
  it('show the price the catalogue serves now, not one written into the page', async () => {
    server.use(catalogue(CATALOGUE.map((experience) => (experience.id === 'discovery-flight' ? { ...experience, options: [{ ...experience.options[0], pricePence: 9500 }] } : experience))));
    await open('/intro-experience', 'Intro to the Airbus');
    expect(await within(card('Discovery Flight')).findByText('£95.00')).toBeInTheDocument();
  });

  it('/intro-experience: sells Intro to the Airbus in both lengths, then three more packages, per person at the catalogue price, BOOK NOW to each option', async () => {
    await expectBookNowPage('/intro-experience', 'Intro to the Airbus', { priced: 'per person', popular: 'Full Experience' }, [
      ['Intro to the Airbus – 1 hour', '1 hour', '£149.00', 'intro-to-the-airbus&option=60-minutes'],
      ['Intro to the Airbus – 2 hours', '2 hours', '£249.00', 'intro-to-the-airbus&option=120-minutes'],
      ['Discovery Flight', '30 min', '£89.00', 'discovery-flight&option=30-minutes'],
      ['Full Experience', '60 min', '£149.00', 'full-experience&option=60-minutes'],
      ['Extended Adventure', '90 min', '£199.00', 'extended-adventure&option=90-minutes'],
    ]);
    expect(screen.getByText('CAA/EASA qualified instructors')).toBeInTheDocument();
    expect(screen.getByText('Flexible scheduling 7 days a week')).toBeInTheDocument();
  });

  it('/scenario-flights: priced per session, Emergency Procedures MOST POPULAR', async () => {
    await expectBookNowPage('/scenario-flights', 'Scenario Flights', { priced: 'per session', popular: 'Emergency Procedures' }, [
      ['Weather Challenge', '60 min', '£149.00', 'scenario-flight&option=weather-challenge'],
      ['Emergency Procedures', '90 min', '£199.00', 'scenario-flight&option=emergency-procedures'],
      ['Iconic Routes', '120 min', '£249.00', 'scenario-flight&option=iconic-routes'],
    ]);
  });

  it('/home-sim-coaching: three packages with sessions, Skill Builder BEST VALUE, the Starter Session booked at its catalogue price, the packages in the shop, five simulators', async () => {
    shopSells({ 'Skill Builder Package': 19900, 'Mastery Program': 49900 });
    await open('/home-sim-coaching', 'Home Sim Coaching');
    for (const [name, hours, sessions, price, button, href] of [
      ['Starter Session', '1 hour', '1 session', '£59.00', 'BOOK NOW', '/book-flight?experience=home-sim-coaching&option=starter-session#booking-form'],
      ['Skill Builder Package', '4 hours', '4 sessions', '£199.00', 'PURCHASE NOW', '/shop#product-skill-builder-package'],
      ['Mastery Program', '12 hours', '12 sessions', '£499.00', 'PURCHASE NOW', '/shop#product-mastery-program'],
    ]) {
      await expectPackageCard(name, { duration: hours, price, button, href });
      expect(within(card(name)).getByText(sessions)).toBeInTheDocument();
    }
    expect(within(card('Skill Builder Package')).getByText('BEST VALUE')).toBeInTheDocument();
    const simulators = screen.getByRole('heading', { name: 'We Coach on Your Simulator' }).closest('section') as HTMLElement;
    expect(within(simulators).getAllByRole('listitem')).toHaveLength(5);
    for (const simulator of ['Microsoft Flight Simulator 2024', 'X-Plane 12']) expect(within(simulators).getByText(simulator)).toBeInTheDocument();
    for (const need of ['Flight simulator software', 'A stable internet connection', 'A headset with a microphone', 'A willingness to learn']) {
      expect(screen.getByRole('heading', { name: need })).toBeInTheDocument();
    }
  });

  it('/home-sim-coaching: prices the packages from the shop products served now (staff edit them as products)', async () => {
    shopSells({ 'Skill Builder Package': 22900, 'Mastery Program': 52500 });
    await open('/home-sim-coaching', 'Home Sim Coaching');
    expect(await within(card('Skill Builder Package')).findByText('£229.00')).toBeInTheDocument();
    expect(within(card('Mastery Program')).getByText('£525.00')).toBeInTheDocument();
  });

  it('/flight-sim: hero buttons, its sections and four experiences whose Book Now goes to /book-flight', async () => {
    await open('/flight-sim', 'Home Sim Flight Training');
    expect(screen.getByRole('link', { name: 'BOOK YOUR FLIGHT' })).toHaveAttribute('href', '/book-flight');
    expect(screen.getByRole('link', { name: 'VIEW EXPERIENCES' })).toHaveAttribute('href', '/flight-sim#experiences');
    for (const section of ['Why Choose Us', 'Built for Home Sim Enthusiasts']) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    for (const [name, duration, price, link] of [
      ['Discovery Flight', '30 min', '£89.00', 'discovery-flight&option=30-minutes'],
      ['Full Experience', '60 min', '£149.00', 'full-experience&option=60-minutes'],
      ['Extended Adventure', '90 min', '£199.00', 'extended-adventure&option=90-minutes'],
      ['Ultimate Session', '120 min', '£249.00', 'ultimate-session&option=120-minutes'],
    ]) {
      await expectPackageCard(name, { duration, price, button: 'Book Now', href: `/book-flight?experience=${link}#booking-form` });
    }
    expect(within(card('Full Experience')).getByText('MOST POPULAR')).toBeInTheDocument();
  });

  it('/professional-training: request information, programs anchor and four programmes asking at /#contact', async () => {
    await open('/professional-training', 'Professional Pilot Training');
    expect(screen.getByRole('link', { name: 'REQUEST INFORMATION' })).toHaveAttribute('href', '/professional-training#contact');
    expect(screen.getByRole('link', { name: 'VIEW PROGRAMS' })).toHaveAttribute('href', '/professional-training#programs');
    const asks = screen.getAllByRole('link', { name: 'REQUEST MORE INFO' });
    expect(asks).toHaveLength(4);
    for (const ask of asks) expect(ask).toHaveAttribute('href', '/#contact');
    expect(document.getElementById('contact')).not.toBeNull();
    for (const section of ['Trusted Training Standards', 'Training Programmes']) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
  });

  it('/group-bookings: £1,250 a day for up to 12, ENQUIRE NOW to the contact form with Group Bookings chosen', async () => {
    await open('/group-bookings', 'Group Bookings');
    expect(screen.getByText('£1,250.00')).toBeInTheDocument();
    expect(screen.getByText('per day')).toBeInTheDocument();
    expect(screen.getAllByText(/Up to 12 participants/).length).toBeGreaterThan(0);
    for (const included of ['A dedicated instructor all day', 'Refreshments throughout the day', 'A private briefing area', 'Custom scenarios built for your group', 'Photos and certificates for everyone']) {
      expect(screen.getByText(included)).toBeInTheDocument();
    }
    for (const link of screen.getAllByRole('link', { name: 'ENQUIRE NOW' })) expect(link).toHaveAttribute('href', '/?enquiry=group#contact');
  });

  it(
    '/fear-of-flying: £295 for 4 hours, two BOOK YOUR COURSE buttons, six inclusions and the facts',
    { timeout: 30_000 },
    async () => {
      await open('/fear-of-flying', 'Fear of Flying Course');
      expect(await screen.findByText('£295.00')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'BOOK YOUR COURSE' })).toHaveLength(2);
      const included = screen.getByRole('heading', { name: 'Your Course Includes' }).closest('section') as HTMLElement;
      expect(within(included).getAllByRole('listitem')).toHaveLength(6);
      expect(screen.getByText('4 hours')).toBeInTheDocument();
      expect(screen.getAllByText('4-hour course').length).toBeGreaterThan(0);
      expect(screen.getByText('CAA/EASA qualified airline pilot')).toBeInTheDocument();
      expect(screen.getByText('Flexible scheduling')).toBeInTheDocument();
    },
  );

  it('/simulator-hire: three packages and a booking section with CONTACT US and ENQUIRE NOW', async () => {
    await open('/simulator-hire', 'Simulator Hire');
    for (const [name, duration, price] of [['Half Day', '4 hours', '£500.00'], ['Full Day', '8 hours', '£900.00'], ['Multi-Day', '2 days or more', '£1,250.00']]) {
      expect(within(card(name)).getByText(duration)).toBeInTheDocument();
      expect(within(card(name)).getByText(price)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'REQUEST A BOOKING' })).toHaveAttribute('href', '/simulator-hire#booking');
    const booking = document.getElementById('booking') as HTMLElement;
    expect(linkIn(booking, 'CONTACT US')).toHaveAttribute('href', '/#contact');
    expect(linkIn(booking, 'ENQUIRE NOW')).toHaveAttribute('href', '/#booking');
    expect(within(card('Multi-Day')).getByText('from')).toBeInTheDocument();
    for (const use of ['Corporate Events', 'Flight Schools', 'Airline Training', 'Extended Practice']) {
      expect(screen.getByRole('heading', { name: use })).toBeInTheDocument();
    }
  });

  it('/simulator-gatwick: three enquiry-only programmes, four facilities, certifications', async () => {
    await open('/simulator-gatwick', 'Full Flight Sim - Gatwick');
    for (const [name, duration] of [['APS MCC', '40 hours'], ['A320 Type Rating', '8-12 weeks'], ['Licence Proficiency Check', '4 hours']]) {
      expect(within(card(name)).getByText(duration)).toBeInTheDocument();
      expect(linkIn(card(name), 'REQUEST A QUOTE')).toHaveAttribute('href', '/#contact');
    }
    expect(screen.getByRole('link', { name: 'ENQUIRE NOW' })).toHaveAttribute('href', '/#contact');
    expect(screen.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('href', '/#contact');
    const facilities = screen.getByRole('heading', { name: 'The Training Centre' }).closest('section') as HTMLElement;
    expect(within(facilities).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Certified to Airline Standards' })).toBeInTheDocument();
    expect(screen.queryByText(/£/)).not.toBeInTheDocument();
  });

  it('/simulator-exeter: three experiences with BOOK NOW to their option, and the Group Booking card ENQUIRE NOW about groups', async () => {
    await open('/simulator-exeter', 'Fixed Base Sim - Exeter');
    for (const [name, duration, price, link] of [
      ['Discovery Flight', '30 minutes', '£89.00', '/book-flight?experience=discovery-flight&option=30-minutes#booking-form'],
      ['Full Experience', '60 minutes', '£149.00', '/book-flight?experience=full-experience&option=60-minutes#booking-form'],
      ['Extended Session', '90 minutes', '£199.00', '/book-flight?experience=extended-adventure&option=90-minutes#booking-form'],
    ]) {
      await expectPackageCard(name, { duration, price, button: 'BOOK NOW', href: link });
    }
    await expectPackageCard('Group Booking', { duration: 'Half or full day', price: '£500.00', button: 'ENQUIRE NOW', href: '/?enquiry=group#contact' });
    expect(within(card('Group Booking')).getByText('from')).toBeInTheDocument();
  });

  it('/try-and-fly: £129 for 60 minutes (never 45), BOOK NOW to the option and BUY A GIFT CARD, age 12+, 7 days a week', async () => {
    await open('/try-and-fly', 'Try and Fly Experience');
    expect(await screen.findByText('£129.00')).toBeInTheDocument();
    expect(screen.getAllByText(/60 minutes/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/45 minutes/)).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'BOOK NOW' }))
      expect(link).toHaveAttribute('href', '/book-flight?experience=try-and-fly&option=60-minutes#booking-form');
    for (const link of screen.getAllByRole('link', { name: 'BUY A GIFT CARD' })) expect(link).toHaveAttribute('href', '/shop');
    expect(screen.getByText('12+')).toBeInTheDocument();
    expect(screen.getByText('7 days a week: morning, afternoon and evening slots')).toBeInTheDocument();
  });

  it('/team: three profiles, four values, the partnership and three reasons', async () => {
    await open('/team', 'Meet the Team');
    for (const role of ['Chief Training Captain', 'Our Instructor Team', 'CAA/EASA Qualified Instructors', 'Operations Team', 'Bookings and Customer Care']) {
      expect(screen.getByText(role)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { name: 'Qualifications' })).toHaveLength(3);
    for (const value of ['Excellence', 'Accessibility', 'Education', 'Authenticity']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our Training Partnership' })).toBeInTheDocument();
  });

  it('/terms: cancellation tiers and gift card rules, last updated October 2025', async () => {
    await open('/terms', 'Terms and Conditions');
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expect(await screen.findByText('Cancel more than 48 hours before your session: full refund.')).toBeInTheDocument();
    expect(screen.getByText('Cancel between 24 and 48 hours before your session: 50% refund.')).toBeInTheDocument();
    expect(screen.getByText('Cancel less than 24 hours before your session: no refund.')).toBeInTheDocument();
    expect(screen.getByText('Gift cards are valid for 12 months from the date of purchase.')).toBeInTheDocument();
    expect(screen.getByText('Gift cards are non-refundable and cannot be exchanged for cash.')).toBeInTheDocument();
  });

  it('/terms: states the refund tiers the API serves', async () => {
    server.use(refundTerms({ fullRefundHours: 72, partRefundHours: 36, partRefundPercent: 25 }));
    await open('/terms', 'Terms and Conditions');
    expect(await screen.findByText('Cancel more than 72 hours before your session: full refund.')).toBeInTheDocument();
    expect(screen.getByText('Cancel between 36 and 72 hours before your session: 25% refund.')).toBeInTheDocument();
    expect(screen.getByText('Cancel less than 36 hours before your session: no refund.')).toBeInTheDocument();
  });

  it('/privacy: last updated October 2025, contact address, not for under 16s', async () => {
    await open('/privacy', 'Privacy Policy');
    expect(screen.getByText('Last updated: October 2025')).toBeInTheDocument();
    expect(screen.getAllByText(/hello@skywardsim\.co\.uk/).length).toBeGreaterThan(0);
    expect(screen.getByText(/not intended for children under 16/)).toBeInTheDocument();
  });
});
