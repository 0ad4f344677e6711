import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, Agent, customerAgent } from './auth';
import { payWithTestCard } from './booking-fixtures';
import { createTestApp, truncate } from './test-app';

const enquiry = (overrides: Record<string, string> = {}) => ({
  name: 'Amelia Earhart',
  email: 'amelia@example.com',
  phone: '07700 900123',
  enquiryType: 'group',
  message: 'A group day for twelve in March?',
  ...overrides,
});

describe('staff enquiries inbox (GET/PATCH /api/admin/enquiries)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: Agent;
  let client = 0;
  const send = (body: object) =>
    request(app.getHttpServer()).post('/api/contacts').set('X-Forwarded-For', `203.0.113.${++client}`).send(body).expect(201);
  const row = async (id: string) => (await db.query(`SELECT status, note FROM contact_message WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    // Each enquiry comes from its own client address (through a trusted proxy), so the contact form's rate limit stays out of the way.
    app = await createTestApp({ TRUST_PROXY: 'loopback' });
    db = app.get(DataSource);
    admin = await adminAgent(app);
  });
  beforeEach(() => truncate(app, 'contact_message', 'fear_of_flying_booking'));
  afterAll(() => app.close());

  it('lists enquiries newest first, paginated with the total', async () => {
    const first = (await send(enquiry({ name: 'First Sender' }))).body.id;
    await db.query(`UPDATE contact_message SET created_at = now() - interval '1 hour' WHERE id = $1`, [first]);
    const second = (await send(enquiry({ name: 'Second Sender' }))).body.id;

    const page = await admin.get('/api/admin/enquiries?pageSize=1').expect(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.body.items).toEqual([
      expect.objectContaining({ id: second, name: 'Second Sender', status: 'new', note: '', enquiryType: 'group' }),
    ]);
    const next = await admin.get('/api/admin/enquiries?pageSize=1&page=2').expect(200);
    expect(next.body.items.map((item: { id: string }) => item.id)).toEqual([first]);
  });

  it('searches name, e-mail, phone and message, literally (a % is no wildcard), and filters by status', async () => {
    const match = (await send(enquiry({ email: 'pilot@airline.example', message: 'Discount of 100% please' }))).body.id;
    await send(enquiry({ email: 'other@example.com', message: 'Hello' }));

    const byEmail = await admin.get('/api/admin/enquiries?q=AIRLINE').expect(200);
    expect(byEmail.body.items.map((item: { id: string }) => item.id)).toEqual([match]);
    const byPercent = await admin.get(`/api/admin/enquiries?q=${encodeURIComponent('100%')}`).expect(200);
    expect(byPercent.body.total).toBe(1);
    const wildcard = await admin.get(`/api/admin/enquiries?q=${encodeURIComponent('%')}`).expect(200);
    expect(wildcard.body.total).toBe(1);

    await admin.patch(`/api/admin/enquiries/${match}`).send({ status: 'closed' }).expect(200);
    const closed = await admin.get('/api/admin/enquiries?status=closed').expect(200);
    expect(closed.body.items.map((item: { id: string }) => item.id)).toEqual([match]);
    const open = await admin.get('/api/admin/enquiries?status=new').expect(200);
    expect(open.body.total).toBe(1);
  });

  it('moves an enquiry new → replied → closed and keeps the note; each change persists', async () => {
    const id = (await send(enquiry())).body.id;
    const replied = await admin
      .patch(`/api/admin/enquiries/${id}`)
      .send({ status: 'replied', note: '  Called back, sending prices  ' })
      .expect(200);
    expect(replied.body).toMatchObject({ id, status: 'replied', note: 'Called back, sending prices' });
    expect(await row(id)).toEqual({ status: 'replied', note: 'Called back, sending prices' });

    await admin.patch(`/api/admin/enquiries/${id}`).send({ status: 'closed' }).expect(200);
    expect(await row(id)).toEqual({ status: 'closed', note: 'Called back, sending prices' });
  });

  it.each([
    ['an unknown status', { status: 'archived' }, 'Status must be one of: new, replied, closed.'],
    ['a note that is too long', { note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters.'],
    ['a field it does not know', { status: 'closed', email: 'evil@example.com' }, 'The request holds a field this form does not take.'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const id = (await send(enquiry())).body.id;
    const response = await admin.patch(`/api/admin/enquiries/${id}`).send(body).expect(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(response.body.message).toBe(message);
    expect(response.body.problems).toEqual([message]);
    expect(await row(id)).toEqual({ status: 'new', note: '' });
  });

  it('answers 404 ENQUIRY.NOT_FOUND for an id that names nothing, 400 for a bad list query', async () => {
    const missing = await admin
      .patch('/api/admin/enquiries/00000000-0000-4000-8000-000000000000')
      .send({ status: 'closed' })
      .expect(404);
    expect(missing.body.code).toBe('ENQUIRY.NOT_FOUND');
    await admin.get('/api/admin/enquiries?pageSize=101').expect(400);
    await admin.get('/api/admin/enquiries?page=0').expect(400);
    await admin.get('/api/admin/enquiries?status=open').expect(400);
  });

  describe('Fear of Flying courses awaiting a date', () => {
    /** Pays a course and sends its details, as the course page does. */
    async function bookCourse(name: string, email: string): Promise<string> {
      const http = request(app.getHttpServer());
      const course = (await http.post('/api/create-fear-of-flying-payment-intent').send({ name, email }).expect(200)).body;
      await payWithTestCard(app, course).expect(200);
      await http
        .post('/api/fear-of-flying-bookings')
        .send({
          name,
          email,
          phone: '07700 900456',
          preferredDate: null,
          notes: 'Nervous since 2019',
          paymentIntentId: course.paymentIntentId,
        })
        .expect(201);
      const [row] = await db.query(`SELECT id FROM fear_of_flying_booking WHERE payment_intent_id = $1`, [
        course.paymentIntentId,
      ]);
      return row.id;
    }
    const courseRow = async (id: string) =>
      (await db.query(`SELECT inbox_status, staff_note FROM fear_of_flying_booking WHERE id = $1`, [id]))[0];

    it('are listed with the contact messages, newest first, paginated across both', async () => {
      const oldest = (await send(enquiry({ name: 'Oldest Sender' }))).body.id;
      await db.query(`UPDATE contact_message SET created_at = now() - interval '2 hours' WHERE id = $1`, [oldest]);
      const course = await bookCourse('Nervous Ned', 'ned@example.com');
      await db.query(`UPDATE fear_of_flying_booking SET created_at = now() - interval '1 hour' WHERE id = $1`, [course]);
      const newest = (await send(enquiry({ name: 'Newest Sender' }))).body.id;

      const all = await admin.get('/api/admin/enquiries').expect(200);
      expect(all.body.total).toBe(3);
      expect(all.body.items.map((item: { id: string; kind: string }) => [item.kind, item.id])).toEqual([
        ['contact', newest],
        ['course', course],
        ['contact', oldest],
      ]);
      expect(all.body.items[1]).toMatchObject({
        name: 'Nervous Ned',
        email: 'ned@example.com',
        phone: '07700 900456',
        enquiryType: null,
        status: 'new',
        note: '',
        message: expect.stringContaining('Fear of Flying course'),
      });
      expect(all.body.items[1].message).toContain('Notes: Nervous since 2019');

      const second = await admin.get('/api/admin/enquiries?pageSize=1&page=2').expect(200);
      expect(second.body).toMatchObject({ total: 3, items: [expect.objectContaining({ id: course })] });
      const byName = await admin.get('/api/admin/enquiries?q=ned@example').expect(200);
      expect(byName.body.items.map((item: { id: string }) => item.id)).toEqual([course]);
    });

    it('move new → replied → closed with a note (PATCH /api/admin/enquiries/courses/:id); the status filter covers them', async () => {
      const course = await bookCourse('Nervous Nora', 'nora@example.com');
      const replied = await admin
        .patch(`/api/admin/enquiries/courses/${course}`)
        .send({ status: 'replied', note: ' Date agreed: 12 March ' })
        .expect(200);
      expect(replied.body).toMatchObject({ kind: 'course', id: course, status: 'replied', note: 'Date agreed: 12 March' });
      expect(await courseRow(course)).toEqual({ inbox_status: 'replied', staff_note: 'Date agreed: 12 March' });
      await admin.patch(`/api/admin/enquiries/courses/${course}`).send({ status: 'closed' }).expect(200);
      expect(await courseRow(course)).toEqual({ inbox_status: 'closed', staff_note: 'Date agreed: 12 March' });
      const closed = await admin.get('/api/admin/enquiries?status=closed').expect(200);
      expect(closed.body.items.map((item: { id: string }) => item.id)).toEqual([course]);
      expect((await admin.get('/api/admin/enquiries?status=new').expect(200)).body.total).toBe(0);
    });

    it('refuses bad input (400), an unknown course (404) and non-staff callers (401/403), changing nothing', async () => {
      const course = await bookCourse('Nervous Nick', 'nick@example.com');
      const bad = await admin.patch(`/api/admin/enquiries/courses/${course}`).send({ status: 'archived' }).expect(400);
      expect(bad.body.code).toBe('REQUEST.VALIDATION_FAILED');
      const missing = await admin
        .patch('/api/admin/enquiries/courses/00000000-0000-4000-8000-000000000000')
        .send({ status: 'closed' })
        .expect(404);
      expect(missing.body.code).toBe('BOOKING.NOT_FOUND');
      await admin.patch('/api/admin/enquiries/courses/not-a-uuid').send({ status: 'closed' }).expect(400);
      await request(app.getHttpServer()).patch(`/api/admin/enquiries/courses/${course}`).send({ status: 'closed' }).expect(401);
      await (await customerAgent(app)).patch(`/api/admin/enquiries/courses/${course}`).send({ status: 'closed' }).expect(403);
      expect(await courseRow(course)).toEqual({ inbox_status: 'new', staff_note: '' });
    });
  });

  it('refuses anonymous (401) and customer (403) callers, changing nothing', async () => {
    const id = (await send(enquiry())).body.id;
    const customer = await customerAgent(app);
    await request(app.getHttpServer()).get('/api/admin/enquiries').expect(401);
    await customer.get('/api/admin/enquiries').expect(403);
    await request(app.getHttpServer()).patch(`/api/admin/enquiries/${id}`).send({ status: 'closed' }).expect(401);
    await customer.patch(`/api/admin/enquiries/${id}`).send({ status: 'closed' }).expect(403);
    expect(await row(id)).toEqual({ status: 'new', note: '' });
  });
});
