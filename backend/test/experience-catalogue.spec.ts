import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, Agent } from './auth';
import { clearBookings, requestHold } from './booking-fixtures';
import { createTestApp } from './test-app';

interface ServedExperience {
  id: string;
  name: string;
  group: string;
  bookedAs: string;
  minimumAge: number;
  included: string[];
  options: { id: string; name: string; minutes: number; pricePence: number }[];
}

async function servedBy(app: NestExpressApplication): Promise<Record<string, ServedExperience>> {
  const response = await request(app.getHttpServer()).get('/api/experiences').expect(200);
  return Object.fromEntries((response.body as ServedExperience[]).map((experience) => [experience.id, experience]));
}

/** GET /api/experiences: the one catalogue, seeded as docs/product.md, The catalogue, lists it, against the real Postgres. */
describe('the experience catalogue', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());
  const served = () => servedBy(app);
  const options = (experience: ServedExperience) => experience.options.map(({ id, minutes, pricePence }) => [id, minutes, pricePence]);

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves every advertised experience with its options at the advertised minutes and price, and how it is booked', async () => {
    const byId = await served();
    expect(Object.keys(byId)).toEqual([
      'try-and-fly',
      'fear-of-flying',
      'discovery-flight',
      'intro-to-the-airbus',
      'scenario-flight',
      'home-sim-coaching',
      'aspiring-pilot',
      'full-experience',
      'extended-adventure',
      'ultimate-session',
      'simulator-hire',
      'group-day',
    ]);
    expect(byId['try-and-fly']).toMatchObject({ name: 'Try and Fly', group: 'beginners', bookedAs: 'slot', minimumAge: 12 });
    expect(options(byId['try-and-fly'])).toEqual([['60-minutes', 60, 12900]]);
    expect(byId['fear-of-flying']).toMatchObject({ bookedAs: 'course', options: [{ minutes: 240, pricePence: 29500 }] });
    expect(options(byId['discovery-flight'])).toEqual([['30-minutes', 30, 8900]]);
    expect(options(byId['intro-to-the-airbus'])).toEqual([
      ['60-minutes', 60, 14900],
      ['120-minutes', 120, 24900],
    ]);
    expect(byId['scenario-flight'].options.map(({ name, minutes, pricePence }) => [name, minutes, pricePence])).toEqual([
      ['Weather Challenge', 60, 14900],
      ['Emergency Procedures', 90, 19900],
      ['Iconic Routes', 120, 24900],
      ['Extended Scenario', 180, 34900],
    ]);
    expect(byId['home-sim-coaching']).toMatchObject({ bookedAs: 'online', options: [{ name: 'Starter Session', minutes: 60, pricePence: 5900 }] });
    expect(options(byId['full-experience'])).toEqual([['60-minutes', 60, 14900]]);
    expect(options(byId['extended-adventure'])).toEqual([['90-minutes', 90, 19900]]);
    expect(options(byId['ultimate-session'])).toEqual([['120-minutes', 120, 24900]]);
    expect(byId['aspiring-pilot']).toMatchObject({ group: 'aspiring-pilots', options: [{ minutes: 60, pricePence: 14900 }] });
    expect(byId['simulator-hire']).toMatchObject({ bookedAs: 'enquiry', group: 'professional' });
    expect(options(byId['simulator-hire']).map(([, , price]) => price)).toEqual([50000, 90000, 125000]);
    expect(byId['group-day'].options[0]).toMatchObject({ pricePence: 125000 });
  });

  it('leaves out what is not on sale: an inactive option, and an experience whose options are all inactive', async () => {
    const db = app.get(DataSource);
    try {
      await db.query(`UPDATE experience_option SET active = false WHERE experience_id = 'scenario-flight' AND id = 'iconic-routes'`);
      await db.query(`UPDATE experience SET active = false WHERE id = 'group-day'`);
      const byId = await served();
      expect(byId['scenario-flight'].options.map((option) => option.id)).not.toContain('iconic-routes');
      expect(byId['group-day']).toBeUndefined();
      const refused = await http().get('/api/availability').query({ date: '2030-01-07', sessionType: 'scenario-flight', optionId: 'iconic-routes' }).expect(400);
      expect(refused.body.code).toBe('EXPERIENCE.OPTION_NOT_OFFERED');
    } finally {
      await db.query(`UPDATE experience_option SET active = true WHERE experience_id = 'scenario-flight'`);
      await db.query(`UPDATE experience SET active = true WHERE id = 'group-day'`);
    }
  });
});

/** The EXPERIENCES tab's routes: staff change the catalogue; every API process charges the new price at once. */
describe('staff editing the catalogue', () => {
  let app: NestExpressApplication;
  let replica: NestExpressApplication;
  let admin: Agent;
  const tryAndFly = {
    name: 'Discovery Flight',
    group: 'beginners',
    description: 'Your first flight in our Airbus A320 simulator.',
    included: ['Pre-flight briefing'],
    minimumAge: 12,
    active: true,
    options: [{ id: '30-minutes', name: '30 minutes', minutes: 30, pricePence: 8900, active: true }],
  };
  const edit = (body: unknown, id = 'discovery-flight') => admin.put(`/api/admin/experiences/${id}`).send(body as object);
  const priceOnReplica = async () => (await servedBy(replica))['discovery-flight'].options[0].pricePence;
  const served = () => servedBy(app);

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    replica = await createTestApp({ BOOKING_HOLDS_PER_IP: '100000' });
    admin = await adminAgent(app);
  });
  beforeEach(() => clearBookings(app));
  afterAll(async () => {
    await edit(tryAndFly);
    await Promise.all([app.close(), replica.close()]);
  });

  it('is for staff only', async () => {
    expect((await request(app.getHttpServer()).get('/api/admin/experiences')).status).toBeGreaterThanOrEqual(401);
    expect((await request(app.getHttpServer()).put('/api/admin/experiences/discovery-flight').send(tryAndFly)).status).toBeGreaterThanOrEqual(401);
  });

  it('changes a price on one process (Discovery Flight: other test files book Try and Fly meanwhile); the other serves and charges it on its next request, holds taken before keep theirs', async () => {
    const before = await requestHold(replica, { sessionType: 'discovery-flight', timeSlot: '10:30' }).expect(200);
    expect(before.body.totalPrice).toBe(8900);

    const changed = await edit({ ...tryAndFly, options: [{ ...tryAndFly.options[0], pricePence: 9900 }] }).expect(200);
    expect(changed.body.options[0]).toMatchObject({ id: '30-minutes', pricePence: 9900, active: true });
    expect(await priceOnReplica()).toBe(9900);

    // A customer whose page still says £129.00 is answered the new price by the hold (the payment dialog shows it).
    const after = await requestHold(replica, { sessionType: 'discovery-flight', timeSlot: '12:00', totalPrice: 8900 }).expect(200);
    expect(after.body.totalPrice).toBe(9900);
    const [held] = await app.get(DataSource).query(`SELECT total_price FROM booking WHERE id = $1`, [before.body.bookingId]);
    expect(held.total_price).toBe(8900);
  });

  it('adds options, keeps options left out (off sale), and lists everything for staff', async () => {
    const longer = { id: '60-minutes', name: '60 minutes', minutes: 60, pricePence: 14900, active: true };
    await edit({ ...tryAndFly, options: [tryAndFly.options[0], longer] }).expect(200);
    expect((await served())['discovery-flight'].options.map((option) => option.id)).toEqual(['30-minutes', '60-minutes']);
    await edit(tryAndFly).expect(200);
    expect((await served())['discovery-flight'].options.map((option) => option.id)).toEqual(['30-minutes']);
    const staff = await admin.get('/api/admin/experiences').expect(200);
    const own = staff.body.find((experience: { id: string }) => experience.id === 'discovery-flight');
    // An option added without party fields is for one person (docs/product.md, The catalogue).
    expect(own.options).toEqual([
      { ...tryAndFly.options[0], maxPartySize: 1, extraPersonPence: 0 },
      { ...longer, active: false, maxPartySize: 1, extraPersonPence: 0 },
    ]);
  });

  it.each([
    ['a negative price', { options: [{ ...tryAndFly.options[0], pricePence: -100 }] }, 'REQUEST.VALIDATION_FAILED'],
    ['a fractional price', { options: [{ ...tryAndFly.options[0], pricePence: 129.5 }] }, 'REQUEST.VALIDATION_FAILED'],
    ['a price over £10,000', { options: [{ ...tryAndFly.options[0], pricePence: 1_000_001 }] }, 'REQUEST.VALIDATION_FAILED'],
    ['minutes out of range', { options: [{ ...tryAndFly.options[0], minutes: 5 }] }, 'REQUEST.VALIDATION_FAILED'],
    ['no options', { options: [] }, 'REQUEST.VALIDATION_FAILED'],
    ['an unknown group', { group: 'astronauts' }, 'REQUEST.VALIDATION_FAILED'],
    ['a NUL byte in a name', { name: 'Discovery\u0000Flight' }, 'REQUEST.NUL_CHARACTER'],
    ['21 options', { options: Array.from({ length: 21 }, (_, index) => ({ ...tryAndFly.options[0], id: `option-${index}` })) }, 'REQUEST.VALIDATION_FAILED'],
    ['two options with one id', { options: [tryAndFly.options[0], tryAndFly.options[0]] }, 'EXPERIENCE.DUPLICATE_OPTION'],
    ['an option id that is no slug', { options: [{ ...tryAndFly.options[0], id: 'Sixty Minutes' }] }, 'REQUEST.VALIDATION_FAILED'],
    ['an unknown field', { price: 1 }, 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with a stable code and changes nothing', async (_case, change, code) => {
    const before = await admin.get('/api/admin/experiences').expect(200);
    const response = await edit({ ...tryAndFly, ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect((await admin.get('/api/admin/experiences').expect(200)).body).toEqual(before.body);
  });

  it('refuses 10,000 options and an unknown experience, and changes nothing', async () => {
    const before = await admin.get('/api/admin/experiences').expect(200);
    const many = await edit({ ...tryAndFly, options: Array.from({ length: 10_000 }, (_, index) => ({ ...tryAndFly.options[0], id: `o-${index}` })) });
    expect(many.status).toBeGreaterThanOrEqual(400);
    expect(many.status).toBeLessThan(500);
    expect(typeof many.body.code).toBe('string');
    expect((await edit(tryAndFly, 'concorde').expect(404)).body.code).toBe('EXPERIENCE.NOT_FOUND');
    expect((await admin.get('/api/admin/experiences').expect(200)).body).toEqual(before.body);
  });
});
