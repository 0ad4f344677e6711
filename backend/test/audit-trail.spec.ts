import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/shared/config/app-config';
import { randomUUID } from 'node:crypto';
import { ClsService } from 'nestjs-cls';
import { exported } from '../src/modules/audit/application/staff-changes';
import { AUDIT_ACTOR } from '../src/modules/audit/application/audit-actor';
import { AuditTrail } from '../src/modules/audit/application/audit-trail';
import { adminAgent, type Agent, customerAgent } from './auth';
import { distinctWeekdaysAhead, payWithTestCard } from './booking-fixtures';
import { createShopProducts, DELIVERY, TEST_CARD } from './order-fixtures';
import { createTestApp } from './test-app';

interface AuditRow {
  kind: string;
  subject: string;
  summary: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A staff write: what it does through the real route, and the entries it must leave (one, but for a paid order's cancel). */
interface Step {
  kind: string;
  write: () => Promise<unknown>;
  /** The fields its before and after must name (null: that side is empty, as a creation's before). */
  before: string[] | null;
  after: string[] | null;
  kinds?: string[];
}

/** docs/product.md, Staff panel: AUDIT — every staff write leaves one entry, in its transaction, that nobody can change. */
describe('the audit trail', () => {
  let app: NestExpressApplication;
  let owner: Agent;
  let ownerId: string;
  let ownerEmail: string;
  const db = () => app.get(DataSource);
  // Days no other suite books (weekdayAhead(22) of admin-staff-bookings can be DAY[2] of (20, 4)): suites share a database per Jest worker.
  const DAY = distinctWeekdaysAhead(240, 4);
  const rows = async (): Promise<AuditRow[]> => db().query(`SELECT * FROM audit_entry ORDER BY at, id`);
  const count = async (): Promise<number> => (await db().query(`SELECT count(*)::int AS n FROM audit_entry`))[0].n;

  beforeAll(async () => {
    app = await createTestApp({ BOOKING_HOLDS_PER_IP: '1000000', REQUESTS_PER_IP_PER_MINUTE: '100000000' });
    owner = await adminAgent(app);
    ownerEmail = app.get(AppConfig).ADMIN_EMAIL.toLowerCase();
    ownerId = (await db().query(`SELECT id FROM user_account WHERE email = $1`, [ownerEmail]))[0].id;
  });
  /** Try and Fly as the catalogue had it: the price change below is put back, as the suites after this one price it. */
  let tryAndFly: Record<string, unknown> | undefined;
  afterAll(async () => {
    if (tryAndFly) {
      // EXPERIENCES sends back every field staff edit, so its options go back as read.
      const { name, group, description, included, minimumAge, active, options } = tryAndFly;
      await owner.put('/api/admin/experiences/try-and-fly').send({ name, group, description, included, minimumAge, active, options }).expect(200);
    }
    await app.close();
  });

  const phoneBooking = (date: string, timeSlot: string, paymentMethod: string) =>
    owner
      .post('/api/admin/bookings')
      .send({
        sessionType: 'try-and-fly',
        optionId: '60-minutes',
        date,
        timeSlot,
        name: 'Phone Customer',
        email: 'phone.customer@example.com',
        phone: '01395 123456',
        experienceLevel: 'home-simmer',
        paymentMethod,
        ...(paymentMethod === 'card_by_phone' ? { terminalReference: 'TERM-00042' } : {}),
        ageRulesConfirmed: true,
      })
      .expect(201);

  /** A paid order of a gift card and a cap, posted to DELIVERY (pay: false leaves it unpaid). */
  const shopOrder = async (): Promise<string> => {
    const shop = await createShopProducts(app);
    const agent = request.agent(app.getHttpServer());
    const started = await agent
      .post('/api/create-payment-intent')
      .send({ cartItems: [{ productId: shop.cap.id, quantity: 1 }], productCategory: 'Cart', email: 'buyer@example.com', delivery: DELIVERY })
      .expect(200);
    await agent
      .post(`/api/test-payments/${started.body.paymentIntentId}/confirm`)
      .send({ clientSecret: started.body.clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD })
      .expect(200);
    await agent.post('/api/confirm-order-payment').send({ paymentIntentId: started.body.paymentIntentId }).expect(200);
    return started.body.orderId;
  };

  /** A Fear of Flying course paid by test card, awaiting its date. */
  const bookedCourse = async (): Promise<string> => {
    const server = app.getHttpServer();
    const details = { name: 'Nervous Ned', email: 'ned@example.com' };
    const started = (await request(server).post('/api/create-fear-of-flying-payment-intent').send(details).expect(200)).body;
    await payWithTestCard(app, started).expect(200);
    const course = await request(server)
      .post('/api/fear-of-flying-bookings')
      .send({ ...details, phone: '+44 7700 900456', preferredDate: null, paymentIntentId: started.paymentIntentId })
      .expect(201);
    return course.body.id;
  };

  it('records every kind of staff write once, with who, what, and the changed fields before and after', async () => {
    const cash = (await phoneBooking(DAY[0], '10:30', 'cash_on_arrival')).body.id as string;
    const card = (await phoneBooking(DAY[1], '10:30', 'card_by_phone')).body.id as string;
    const orderId = await shopOrder();
    const secondOrder = await shopOrder();
    const courseId = await bookedCourse();
    const experience = (await owner.get('/api/admin/experiences').expect(200)).body.find((item: { id: string }) => item.id === 'try-and-fly');
    tryAndFly = experience;
    let productId = '';
    let closureId = '';
    let voucherId = '';
    await truncateTrail();

    const steps: Step[] = [
      { kind: 'booking.made', write: () => phoneBooking(DAY[2], '12:00', 'cash_on_arrival'), before: null, after: ['status', 'date', 'timeSlot', 'totalPrice'] },
      { kind: 'booking.moved', write: () => owner.post(`/api/bookings/${cash}/reschedule`).send({ date: DAY[0], timeSlot: '13:30' }).expect(200), before: ['timeSlot'], after: ['timeSlot'] },
      { kind: 'booking.edited', write: () => owner.patch(`/api/admin/bookings/${cash}`).send({ phone: '01395 654321' }).expect(200), before: ['phone'], after: ['phone'] },
      { kind: 'booking.cash-received', write: () => owner.post(`/api/bookings/${cash}/cash-received`).expect(200), before: ['cashReceivedAt'], after: ['cashReceivedAt'] },
      { kind: 'booking.cash-undone', write: () => owner.delete(`/api/bookings/${cash}/cash-received`).expect(200), before: ['cashReceivedAt'], after: ['cashReceivedAt'] },
      {
        kind: 'booking.attendance',
        write: async () => {
          await db().query(`UPDATE booking SET date = (now() AT TIME ZONE 'Europe/London')::date WHERE id = $1`, [cash]);
          return owner.put(`/api/admin/bookings/${cash}/attendance`).send({ attendance: 'checked_in' }).expect(200);
        },
        before: ['attendance'],
        after: ['attendance'],
      },
      {
        kind: 'booking.amount-taken',
        write: async () => {
          await db().query(`UPDATE booking SET amount_due_pence = 1000 WHERE id = $1`, [cash]);
          return owner.post(`/api/admin/bookings/${cash}/amount-due/taken`).expect(200);
        },
        before: ['amountDuePence'],
        after: ['amountDuePence'],
      },
      { kind: 'booking.cancelled', write: () => owner.post(`/api/bookings/${card}/cancel`).send({ refundPence: 1000, refundReason: 'Fog all week' }).expect(200), before: ['status', 'refundPence'], after: ['status', 'refundPence', 'refundReason'] },
      { kind: 'booking.refund-given', write: () => owner.post(`/api/bookings/${card}/refunded`).expect(200), before: ['refundedAt'], after: ['refundedAt'] },
      { kind: 'booking.refund-undone', write: () => owner.delete(`/api/bookings/${card}/refunded`).expect(200), before: ['refundedAt'], after: ['refundedAt'] },
      {
        kind: 'experience.price-changed',
        write: () => {
          const { name, group, description, included, minimumAge, active } = experience;
          const options = experience.options.map((option: Record<string, unknown>, index: number) => ({
            ...option,
            pricePence: index === 0 ? (option.pricePence as number) + 500 : option.pricePence,
          }));
          return owner.put('/api/admin/experiences/try-and-fly').send({ name, group, description, included, minimumAge, active, options }).expect(200);
        },
        before: [`${experience.options[0].id} pricePence`],
        after: [`${experience.options[0].id} pricePence`],
      },
      {
        kind: 'product.created',
        write: async () => {
          const created = await owner.post('/api/products').send({ name: 'Audit Mug', description: 'A mug', price: 1200, category: 'Merchandise' }).expect(201);
          productId = created.body.id;
        },
        before: null,
        after: ['name', 'price'],
      },
      { kind: 'product.changed', write: () => owner.patch(`/api/products/${productId}`).send({ price: 1400 }).expect(200), before: ['price'], after: ['price'] },
      { kind: 'product.deleted', write: () => owner.delete(`/api/products/${productId}`).expect(204), before: ['name', 'price'], after: null },
      {
        kind: 'closure.added',
        write: async () => {
          closureId = (await owner.post('/api/admin/closures').send({ date: DAY[3], timeSlots: ['15:00'], reason: 'Maintenance' }).expect(201)).body[0].id;
        },
        before: null,
        after: ['date', 'timeSlots', 'reason'],
      },
      { kind: 'closure.removed', write: () => owner.delete(`/api/admin/closures/${closureId}`).expect(204), before: ['date', 'timeSlot', 'reason'], after: null },
      { kind: 'closure.day-opened', write: () => owner.put(`/api/admin/closures/by-default/${nextChristmas()}/open`).expect(200), before: ['closed'], after: ['closed'] },
      { kind: 'closure.day-closed-again', write: () => owner.delete(`/api/admin/closures/by-default/${nextChristmas()}/open`).expect(204), before: ['closed'], after: ['closed'] },
      {
        kind: 'voucher.issued',
        write: async () => {
          voucherId = (
            await owner
              .post('/api/admin/vouchers')
              .send({ experience: { experienceId: 'try-and-fly', optionId: '60-minutes' }, recipientEmail: 'guest@example.com', reason: 'Session lost to a fault' })
              .expect(201)
          ).body.id;
        },
        before: null,
        after: ['code'],
      },
      { kind: 'voucher.extended', write: () => owner.post(`/api/admin/vouchers/${voucherId}/extend`).send({ expiresOn: '2028-12-31', reason: 'Abroad' }).expect(200), before: ['expiresAt'], after: ['expiresAt'] },
      { kind: 'voucher.voided', write: () => owner.post(`/api/admin/vouchers/${voucherId}/void`).send({ reason: 'Refunded by phone' }).expect(200), before: ['state'], after: ['state'] },
      { kind: 'order.dispatched', write: () => owner.post(`/api/admin/orders/${orderId}/dispatch`).expect(200), before: ['dispatchedAt'], after: ['dispatchedAt'] },
      { kind: 'order.dispatch-undone', write: () => owner.delete(`/api/admin/orders/${orderId}/dispatch`).expect(200), before: ['dispatchedAt'], after: ['dispatchedAt'] },
      { kind: 'order.refunded', write: () => owner.post(`/api/admin/orders/${orderId}/refund`).send({ reason: 'Arrived broken' }).expect(200), before: null, after: ['amountPence', 'reason'] },
      {
        kind: 'order.cancelled',
        kinds: ['order.refunded', 'order.cancelled'],
        write: () => owner.post(`/api/admin/orders/${secondOrder}/cancel`).send({ reason: 'Changed their mind' }).expect(200),
        before: ['status'],
        after: ['status'],
      },
      { kind: 'course.dated', write: () => owner.post(`/api/fear-of-flying-bookings/${courseId}/date`).send({ date: DAY[3], startTime: '12:00' }).expect(200), before: ['courseDate', 'startTime'], after: ['courseDate', 'startTime'] },
      { kind: 'course.cancelled', write: () => owner.post(`/api/fear-of-flying-bookings/${courseId}/cancel`).expect(200), before: ['status'], after: ['status', 'refundPence'] },
      { kind: 'customer.note-written', write: () => owner.put('/api/admin/customers/note').send({ email: 'phone.customer@example.com', note: 'Prefers mornings' }).expect(200), before: null, after: ['note'] },
      { kind: 'data.exported', write: () => owner.get('/api/admin/orders.csv').expect(200), before: null, after: null },
      { kind: 'data.exported', write: () => owner.get('/api/admin/vouchers.csv').expect(200), before: null, after: null },
      { kind: 'data.exported', write: () => owner.get(`/api/admin/bookings.csv?from=${DAY[0]}&to=${DAY[3]}`).expect(200), before: null, after: null },
      { kind: 'data.exported', write: () => owner.get('/api/admin/newsletter-subscribers/export.csv').expect(200), before: null, after: null },
    ];

    for (const step of steps) {
      const earlier = await count();
      await step.write();
      const added = (await rows()).slice(earlier);
      expect({ kind: step.kind, added: added.map((row) => row.kind) }).toEqual({ kind: step.kind, added: step.kinds ?? [step.kind] });
      const entry = added[added.length - 1];
      expect(entry).toMatchObject({ actor_id: ownerId, actor_email: ownerEmail, actor_role: 'owner' });
      expect(entry.summary.length).toBeGreaterThan(10);
      const fieldsOf = (side: Record<string, unknown> | null) => (side === null ? null : Object.keys(side));
      if (step.before) expect({ kind: step.kind, before: fieldsOf(entry.before) }).toEqual({ kind: step.kind, before: expect.arrayContaining(step.before) });
      else expect({ kind: step.kind, before: entry.before }).toEqual({ kind: step.kind, before: null });
      if (step.after) expect({ kind: step.kind, after: fieldsOf(entry.after) }).toEqual({ kind: step.kind, after: expect.arrayContaining(step.after) });
    }
    const all = await rows();
    // Personal details are named, never kept: the customer's phone and note are not on the trail.
    expect(JSON.stringify(all)).not.toContain('01395 654321');
    expect(JSON.stringify(all)).not.toContain('Prefers mornings');
    expect(all.find((row) => row.kind === 'booking.moved')?.subject).toBe(cash.slice(0, 8).toUpperCase());
  });

  it('records nothing for a refused write', async () => {
    const earlier = await count();
    await owner.post('/api/admin/closures').send({ date: 'not-a-date', reason: 'x' }).expect(400);
    await owner.post(`/api/bookings/00000000-0000-4000-8000-000000000000/cancel`).send({}).expect(404);
    await owner.put('/api/admin/experiences/no-such-experience').send({}).expect(400);
    const booked = (await phoneBooking(DAY[2], '15:00', 'cash_on_arrival')).body.id;
    const afterBooking = await count();
    expect(afterBooking).toBe(earlier + 1);
    await owner.post(`/api/bookings/${booked}/reschedule`).send({ date: DAY[2], timeSlot: '12:00' }).expect(409);
    await owner.post(`/api/bookings/${booked}/refunded`).expect(409);
    // A change that changes nothing (undoing cash never marked) is no change: nothing to record.
    await owner.delete(`/api/bookings/${booked}/cash-received`);
    expect(await count()).toBe(afterBooking);
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await owner.get('/api/admin/orders.csv').expect(200);
    await expect(db().query(`UPDATE audit_entry SET summary = 'nothing happened'`)).rejects.toThrow('audit_entry rows cannot be changed or deleted');
    await expect(db().query(`DELETE FROM audit_entry`)).rejects.toThrow('audit_entry rows cannot be changed or deleted');
    expect(await count()).toBeGreaterThan(0);
  });

  it('lists entries for the owner by person, kind and dates, and exports them as CSV; other staff may not read it', async () => {
    // Another person's change, in a context of its own with its actor set (as a request by them would have it).
    const staffEmail = 'desk@skyward.test';
    const staffId = randomUUID();
    const cls = app.get(ClsService);
    await cls.run(async () => {
      cls.set(AUDIT_ACTOR, { id: staffId, email: staffEmail, role: 'staff' });
      await app.get(AuditTrail).record(exported('vouchers.csv', 0));
    });
    // And the system's (a job: no request, no actor set).
    await app.get(AuditTrail).record({ kind: 'booking.cancelled', subject: 'ABCDEF12', summary: 'Cancelled booking ABCDEF12 (slot lost)' });
    await owner.get('/api/admin/orders.csv').expect(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

    const byDesk = (await owner.get('/api/admin/audit').query({ from: today, to: today, actorId: staffId }).expect(200)).body;
    expect(byDesk.entries.map((entry: { summary: string; actorEmail: string; actorRole: string }) => [entry.summary, entry.actorEmail, entry.actorRole])).toEqual([
      ['Exported vouchers.csv (0 rows)', staffEmail, 'staff'],
    ]);
    expect(byDesk.people).toEqual(expect.arrayContaining([{ id: staffId, email: staffEmail }, { id: ownerId, email: ownerEmail }]));
    const exports = (await owner.get('/api/admin/audit').query({ from: today, to: today, kind: 'data.exported' }).expect(200)).body.entries;
    expect(exports.length).toBeGreaterThanOrEqual(2);
    expect(exports.every((entry: { kind: string }) => entry.kind === 'data.exported')).toBe(true);
    expect((await owner.get('/api/admin/audit').query({ from: '2020-01-01', to: '2020-01-31' }).expect(200)).body.entries).toEqual([]);
    expect((await owner.get('/api/admin/audit').query({ from: today, to: '2020-01-01' }).expect(400)).body.code).toBe('BOOKING.INVALID_DATE_RANGE');

    const csv = await owner.get('/api/admin/audit/audit.csv').query({ from: today, to: today, actorId: staffId }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Day,Time,Who,Role,Kind,Subject,Summary,Before,After');
    expect(lines.slice(1)).toEqual([expect.stringContaining(`,${staffEmail},staff,data.exported,vouchers.csv,Exported vouchers.csv (0 rows),,`)]);

    const system = (await owner.get('/api/admin/audit').query({ from: today, to: today, kind: 'booking.cancelled' }).expect(200)).body.entries;
    expect(system[0]).toMatchObject({ actorId: null, actorEmail: null, actorRole: 'system', subject: 'ABCDEF12' });
    await (await customerAgent(app)).get('/api/admin/audit').query({ from: today, to: today }).expect(403);
    await request(app.getHttpServer()).get('/api/admin/audit').query({ from: today, to: today }).expect(401);
  });

  async function truncateTrail(): Promise<void> {
    // The trigger refuses DELETE, not TRUNCATE (the table owner's tool): the table's earlier setup rows go.
    await db().query(`TRUNCATE audit_entry`);
  }
});

/** The next 25 December (London), 'YYYY-MM-DD'. */
function nextChristmas(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const year = Number(today.slice(0, 4));
  return today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
}
