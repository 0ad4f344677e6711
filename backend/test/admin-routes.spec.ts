import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppConfig } from '../src/shared/config/app-config';
import { QUEUE_DASHBOARD_PATH } from '../src/shared/queue/queue-dashboard';
import { adminAgent, Agent, customerAgent } from './auth';
import { discoverRoutes, Route, send } from './staff-routes';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

describe('admin routes: one table, every staff route refuses anonymous (401) and customer (403) callers', () => {
  let app: NestExpressApplication;
  let customer: Agent;
  let admin: Agent;
  let staffRoutes: Route[];

  beforeAll(async () => {
    app = await createTestApp();
    staffRoutes = discoverRoutes(app).filter((route) => route.staffOnly);
    customer = await customerAgent(app);
    admin = await adminAgent(app);
  });
  afterAll(() => app.close());

  it('finds the staff routes, and every admin route that exists is one of them', () => {
    const all = discoverRoutes(app);
    const key = (route: Route) => `${route.method} ${route.path}`;
    const staff = new Set(staffRoutes.map(key));
    // Routes that must never be public; the list grows with the admin panel (bookings, orders).
    const mustBeStaff = [
      'GET /api/products/all',
      'POST /api/products',
      'PATCH /api/products/:id',
      'DELETE /api/products/:id',
      'POST /api/products/upload-image',
      'GET /api/bookings',
      'GET /api/admin/orders',
      'POST /api/admin/orders/:id/dispatch',
      'GET /api/admin/enquiries',
      'PATCH /api/admin/enquiries/:id',
      'GET /api/admin/day-sheet',
      'GET /api/admin/bookings.csv',
      'GET /api/admin/vouchers',
      'GET /api/admin/overview',
      'GET /api/admin/customers',
      'GET /api/admin/bookings',
    ];
    const existing = mustBeStaff.filter((route) => all.some((candidate) => key(candidate) === route));
    expect(existing.length).toBeGreaterThanOrEqual(5);
    for (const route of existing) expect(staff).toContain(route);
  });

  /** Every staff route refuses the caller with this status and code (the route is named in a failure). */
  const expectEveryStaffRouteToRefuse = async (caller: Agent | ReturnType<typeof request>, status: number, code: string) => {
    for (const route of staffRoutes) {
      const response = await send(caller, route);
      expect({ route: `${route.method} ${route.path}`, status: response.status, code: response.body.code }).toEqual({
        route: `${route.method} ${route.path}`,
        status,
        code,
      });
    }
  };

  it('answers an anonymous caller 401 AUTH.UNAUTHENTICATED on every staff route', () =>
    expectEveryStaffRouteToRefuse(request(app.getHttpServer()), 401, 'AUTH.UNAUTHENTICATED'));

  it('answers a signed-in customer 403 AUTH.FORBIDDEN on every staff route', () =>
    expectEveryStaffRouteToRefuse(customer, 403, 'AUTH.FORBIDDEN'));

  it('lets the admin through the guard (whatever the route then answers, it is not 401/403)', async () => {
    for (const route of staffRoutes) {
      const response = await send(admin, route);
      expect({ route: `${route.method} ${route.path}`, status: [401, 403].includes(response.status) }).toEqual({
        route: `${route.method} ${route.path}`,
        status: false,
      });
    }
  });

  it('guards the queue dashboard (Bull Board) the same way', async () => {
    const anonymous = await request(app.getHttpServer()).get(QUEUE_DASHBOARD_PATH).expect(401);
    expect(anonymous.body.code).toBe('AUTH.UNAUTHENTICATED');
    const forbidden = await customer.get(QUEUE_DASHBOARD_PATH).expect(403);
    expect(forbidden.body.code).toBe('AUTH.FORBIDDEN');
    const api = await customer.get(`${QUEUE_DASHBOARD_PATH}/api/queues`).expect(403);
    expect(api.body.code).toBe('AUTH.FORBIDDEN');
    const page = await admin.get(QUEUE_DASHBOARD_PATH).expect(200);
    expect(page.text).toContain('<html');
  });

  it('puts each change made on the queue dashboard on the audit trail, with who made it; reads are not recorded', async () => {
    const db = app.get(DataSource);
    const [{ since }]: { since: Date }[] = await db.query(`SELECT now() AS since`);
    const board = `${QUEUE_DASHBOARD_PATH}/api/queues`;
    await admin.get(board).expect(200);
    await admin.put(`${board}/waitlist/pause`).expect(200);
    await admin.put(`${board}/waitlist/resume`).expect(200);
    await customer.put(`${board}/waitlist/pause`).expect(403); // refused at the gate: nothing happened, nothing recorded
    const entries = await waitUntil(async () => {
      const rows: object[] = await db.query(
        `SELECT kind, subject, summary, actor_email AS "actorEmail", actor_role AS "actorRole" FROM audit_entry
          WHERE kind = 'queue.changed' AND at >= $1 ORDER BY at`,
        [since],
      );
      return rows.length >= 2 && rows;
    }, 10_000, 'the two changes on the audit trail');
    const who = { actorEmail: app.get(AppConfig).ADMIN_EMAIL, actorRole: 'owner' };
    expect(entries).toEqual([
      { kind: 'queue.changed', subject: 'waitlist', summary: 'Queue board: PUT /api/queues/waitlist/pause', ...who },
      { kind: 'queue.changed', subject: 'waitlist', summary: 'Queue board: PUT /api/queues/waitlist/resume', ...who },
    ]);
  });
});
