import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, createUser, signIn } from './auth';
import { bookingPayload, clearBookings, distinctWeekdaysAhead, requestHold, startBooking } from './booking-fixtures';
import { createTestApp } from './test-app';

const COACHING = {
  sessionType: 'home-sim-coaching',
  optionId: 'starter-session',
  sessionName: 'Home Sim Coaching (online)',
  totalPrice: 5900,
};

/**
 * Instructors as bookable resources (docs/product.md, Instructors): a slot needs the simulator (when it uses it) and a
 * qualified instructor on duty and free, both taken in the hold's one transaction, and the database never books an
 * instructor twice. The seed: Sam Carter and Priya Shah (airline pilot) teach the simulator, Tom Reid coaches online.
 */
describe('instructors: the database never double-books an instructor', () => {
  let app: NestExpressApplication;
  let url: string;
  let db: DataSource;
  // This file's days (the e2e brief's weekdayAhead(130..139) are the browser's; these are past the races file's).
  const [raceFrom, twoOnOne, onLeave, alongside, twoCoaches, reassigned] = distinctWeekdaysAhead(141, 18).filter(
    (_, index) => index % 3 === 0,
  );
  const instructorId = async (name: string): Promise<string> =>
    ((await db.query(`SELECT id FROM instructor WHERE name = $1`, [name])) as { id: string }[])[0].id;
  const instructorOf = async (bookingId: string): Promise<string> =>
    (
      (await db.query(`SELECT i.name FROM booking b JOIN instructor i ON i.id = b.instructor_id WHERE b.id = $1`, [
        bookingId,
      ])) as { name: string }[]
    )[0]?.name;
  const slots = async (date: string, sessionType: string) =>
    (await request(url).get(`/api/availability?date=${date}&sessionType=${sessionType}`).expect(200)).body.slots as {
      time: string;
      available: boolean;
      reason: string | null;
    }[];

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
    db = app.get(DataSource);
    await clearBookings(app);
  });
  afterAll(() => app.close());

  it('30 buyers for an online coaching slot with one coach free, 10 rounds: exactly one wins, the rest 409, never a 5xx', async () => {
    const outcomes: string[] = [];
    for (const [round, date] of distinctWeekdaysAhead(180, 10).entries()) {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, buyer) =>
          request(url)
            .post('/api/create-booking-payment-intent')
            .send(bookingPayload({ ...COACHING, date, timeSlot: '13:30', email: `coached-${round}-${buyer}@example.com` })),
        ),
      );
      const statuses = responses.map((response) => response.status);
      const codes = new Set(responses.filter((response) => response.status === 409).map((response) => response.body.code));
      outcomes.push(
        `round ${round}: ${statuses.filter((s) => s === 200).length} won, ${statuses.filter((s) => s === 409).length} × 409 ${[...codes].join('/')}, ${statuses.filter((s) => s >= 500).length} × 5xx`,
      );
      const held = await db.query(
        `SELECT count(*)::int AS n FROM booking b JOIN instructor_occupancy o ON o.booking_id = b.id WHERE b.date = $1`,
        [date],
      );
      expect(held).toEqual([{ n: 1 }]);
    }
    expect(outcomes).toEqual(
      Array.from({ length: 10 }, (_, round) => `round ${round}: 1 won, 29 × 409 BOOKING.SLOT_TAKEN, 0 × 5xx`),
    );
  }, 180_000);

  it('the exclusion constraint holds when the application is bypassed: a second booking or occupancy for that coach and time fails', async () => {
    const won = await startBooking(app, { ...COACHING, date: raceFrom, timeSlot: '10:30' });
    const coach = await instructorId('Tom Reid');
    expect(await instructorOf(won.bookingId)).toBe('Tom Reid');
    // A copy of the booking under a new id, naming the same coach: the trigger accepts the named coach, the constraint refuses.
    const copy = `INSERT INTO booking SELECT (jsonb_populate_record(NULL::booking, to_jsonb(b) || jsonb_build_object(
        'id', gen_random_uuid(), 'payment_intent_id', NULL, 'status', $2::text))).* FROM booking b WHERE b.id = $1 RETURNING id`;
    await expect(db.query(copy, [won.bookingId, 'held'])).rejects.toMatchObject({
      driverError: { code: '23P01', constraint: 'EX_instructor_occupancy_once' },
    });
    // An occupancy row written straight in, for an expired copy: refused by the same constraint.
    const [{ id: expired }] = (await db.query(copy, [won.bookingId, 'expired'])) as { id: string }[];
    const occupy = db.query(
      `INSERT INTO instructor_occupancy (instructor_id, booking_id, occupied) SELECT $1, $2, occupied FROM booking WHERE id = $3`,
      [coach, expired, won.bookingId],
    );
    await expect(occupy).rejects.toMatchObject({ driverError: { code: '23P01', constraint: 'EX_instructor_occupancy_once' } });
  });

  it('two instructors on duty and one simulator: a slot sells once; the next booking that day goes to the less booked instructor', async () => {
    const first = await startBooking(app, { date: twoOnOne, timeSlot: '12:00' });
    const second = await requestHold(app, { date: twoOnOne, timeSlot: '12:00', email: 'second@example.com' });
    expect([second.status, second.body.code]).toEqual([409, 'BOOKING.SLOT_TAKEN']);
    expect(await instructorOf(first.bookingId)).toBe('Sam Carter');
    const later = await startBooking(app, { date: twoOnOne, timeSlot: '15:00', email: 'later@example.com' });
    expect(await instructorOf(later.bookingId)).toBe('Priya Shah');
  });

  it('with the simulator free and no qualified instructor on duty, a slot is not offered and cannot be held', async () => {
    for (const name of ['Sam Carter', 'Priya Shah']) {
      await db.query(
        `INSERT INTO instructor_leave (instructor_id, period, reason, created_by)
         VALUES ($1, tstzrange(($2::date + time '12:00') AT TIME ZONE 'Europe/London', ($2::date + time '15:00') AT TIME ZONE 'Europe/London'), 'Sick', 'test')`,
        [await instructorId(name), onLeave],
      );
    }
    const day = await slots(onLeave, 'try-and-fly');
    expect(day.filter((slot) => !slot.available).map((slot) => `${slot.time} ${slot.reason}`)).toEqual([
      '12:00 closed',
      '13:30 closed',
    ]);
    const refused = await requestHold(app, { date: onLeave, timeSlot: '13:30' });
    expect([refused.status, refused.body.code]).toEqual([409, 'BOOKING.SLOT_TAKEN']);
    // Coaching is not the simulator instructors' work: Tom still coaches then.
    expect((await slots(onLeave, 'home-sim-coaching')).find((slot) => slot.time === '12:00')?.available).toBe(true);
  });

  it('online coaching sells while the simulator is booked, and the simulator while the coach is', async () => {
    await startBooking(app, { date: alongside, timeSlot: '15:00' });
    const coached = await startBooking(app, { ...COACHING, date: alongside, timeSlot: '15:00', email: 'coached@example.com' });
    expect(await instructorOf(coached.bookingId)).toBe('Tom Reid');
    expect((await slots(alongside, 'home-sim-coaching')).find((slot) => slot.time === '15:00')).toMatchObject({
      available: false,
      reason: 'taken',
    });
  });

  it('two coaches on duty sell two online sessions at one time, and a third buyer gets 409', async () => {
    const [{ id: coach }] = (await db.query(
      `INSERT INTO instructor (name, position) VALUES ('Second Coach', 9) RETURNING id`,
    )) as { id: string }[];
    try {
      await db.query(`INSERT INTO instructor_qualification VALUES ($1, 'home-sim-coaching')`, [coach]);
      await db.query(`INSERT INTO instructor_roster SELECT $1, d, '09:00', '21:00' FROM generate_series(1, 7) d`, [coach]);
      const buyers = await Promise.all(
        [1, 2, 3].map((buyer) =>
          requestHold(app, { ...COACHING, date: twoCoaches, timeSlot: '16:30', email: `pair-${buyer}@example.com` }),
        ),
      );
      expect(buyers.map((response) => response.status).sort()).toEqual([200, 200, 409]);
      const coaches = await Promise.all(
        buyers.filter((response) => response.status === 200).map((response) => instructorOf(response.body.bookingId)),
      );
      expect(coaches.sort()).toEqual(['Second Coach', 'Tom Reid']);
    } finally {
      await db.query(`UPDATE instructor SET active = false WHERE id = $1`, [coach]);
    }
  });

  it('staff give a booking to another qualified, free instructor; leave lists the lessons it takes and who could take them', async () => {
    const staff = await adminAgent(app);
    const booked = await startBooking(app, { date: reassigned, timeSlot: '10:30', email: 'moved-instructor@example.com' });
    expect(await instructorOf(booked.bookingId)).toBe('Sam Carter');
    const candidates = await staff.get(`/api/admin/instructors/lessons/booking/${booked.bookingId}/candidates`).expect(200);
    expect(candidates.body.map((candidate: { name: string }) => candidate.name)).toEqual(['Priya Shah']);
    const tom = await staff
      .put(`/api/admin/instructors/lessons/booking/${booked.bookingId}/instructor`)
      .send({ instructorId: await instructorId('Tom Reid') });
    expect([tom.status, tom.body.code]).toEqual([409, 'INSTRUCTOR.UNAVAILABLE']);
    const priya = await instructorId('Priya Shah');
    await staff
      .put(`/api/admin/instructors/lessons/booking/${booked.bookingId}/instructor`)
      .send({ instructorId: priya })
      .expect(204);
    expect(await instructorOf(booked.bookingId)).toBe('Priya Shah');

    const from = `${reassigned}T08:00:00Z`;
    const to = `${reassigned}T20:00:00Z`;
    const leave = await staff.post(`/api/admin/instructors/${priya}/leave`).send({ from, to, reason: 'Sick' }).expect(201);
    expect(leave.body.affected).toEqual([
      expect.objectContaining({
        kind: 'booking',
        id: booked.bookingId,
        instructorName: 'Priya Shah',
        candidates: [{ id: await instructorId('Sam Carter'), name: 'Sam Carter' }],
      }),
    ]);
    // While Priya is off, the slot the booking keeps stays sold and nothing else is offered on her account.
    await staff
      .put(`/api/admin/instructors/lessons/booking/${booked.bookingId}/instructor`)
      .send({ instructorId: await instructorId('Sam Carter') })
      .expect(204);
    expect((await staff.get(`/api/admin/instructors/leave/${leave.body.leave.id}/affected`).expect(200)).body.affected).toEqual(
      [],
    );
    await staff.delete(`/api/admin/instructors/leave/${leave.body.leave.id}`).expect(204);
    const trail = await db.query(`SELECT kind FROM audit_entry WHERE kind LIKE 'instructor.%' ORDER BY at`);
    expect(trail.map((row: { kind: string }) => row.kind)).toEqual(
      expect.arrayContaining(['instructor.reassigned', 'instructor.leave-added', 'instructor.leave-removed']),
    );
  });

  it("an instructor's schedule shows only their own lessons, with the customer's level and payment state and no prices", async () => {
    const email = 'sam.carter@example.com';
    const userId = await createUser(app, { email, password: 'instructor-password-123', name: 'Sam Carter', role: 'instructor' });
    const sam = await instructorId('Sam Carter');
    await db.query(`UPDATE instructor SET user_id = $2 WHERE id = $1`, [sam, userId]);
    const instructor = await signIn(app, email, 'instructor-password-123');
    const schedule = await instructor.get(`/api/admin/instructors/schedule?from=${twoOnOne}`).expect(200);
    expect(schedule.body.instructor).toEqual({ id: sam, name: 'Sam Carter' });
    expect(schedule.body.lessons.length).toBeGreaterThan(0);
    expect(new Set(schedule.body.lessons.map((lesson: { instructorName: string }) => lesson.instructorName))).toEqual(
      new Set(['Sam Carter']),
    );
    expect(schedule.body.lessons[0]).toMatchObject({
      experienceName: 'Try and Fly',
      experienceLevel: expect.any(String),
      payment: 'awaiting-payment',
    });
    expect(JSON.stringify(schedule.body)).not.toMatch(/price|pence|refund/i);
    // Asking for a colleague's changes nothing: an instructor always sees their own.
    const asked = await instructor
      .get(`/api/admin/instructors/schedule?from=${twoOnOne}&instructorId=${await instructorId('Priya Shah')}`)
      .expect(200);
    expect(asked.body.lessons).toEqual(schedule.body.lessons);
    // Staff see everyone's; an instructor cannot reach the tab's other routes.
    const everyone = await (await adminAgent(app)).get(`/api/admin/instructors/schedule?from=${twoOnOne}`).expect(200);
    expect(new Set(everyone.body.lessons.map((lesson: { instructorName: string }) => lesson.instructorName))).toEqual(
      new Set(['Sam Carter', 'Priya Shah']),
    );
    await instructor.get('/api/admin/instructors').expect(403);
  });
});
