import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { buildOpenApiDocument } from '../src/shared/http/openapi';
import { QUEUE_DASHBOARD_PATH } from '../src/shared/queue/queue-dashboard';
import { adminAgent, Agent, customerAgent, staffAgent } from './auth';
import { discoverRoutes, Route, send } from './staff-routes';
import { createTestApp } from './test-app';

type Caller = 'owner' | 'staff' | 'instructor';
const O: Caller[] = ['owner'];
const OS: Caller[] = ['owner', 'staff'];
const OSI: Caller[] = ['owner', 'staff', 'instructor'];

/**
 * THE SPEC: every staff route and the roles it lets in (docs/product.md, Staff panel). The owner reaches everything;
 * staff run the day's operations (bookings, enquiries, orders, vouchers, closures, the day sheet, customers, the week
 * calendar, the course schedule, instructors' leave and cover); prices, products, experiences, takings, the subscriber
 * list and its export, staff accounts, instructors' records and the audit are the owner's; an instructor sees their
 * own schedule. A route added without a line here fails the first test.
 */
const ROLES_BY_ROUTE: Record<string, Caller[]> = {
  'GET /api/admin/overview': OS,
  // Bookings and the desk
  'GET /api/bookings': OS,
  'GET /api/bookings/:id/cancellation': OS,
  'POST /api/bookings/:id/cancel': OS,
  'POST /api/bookings/:id/reschedule': OS,
  'POST /api/bookings/:id/cash-received': OS,
  'DELETE /api/bookings/:id/cash-received': OS,
  'POST /api/bookings/:id/refunded': OS,
  'DELETE /api/bookings/:id/refunded': OS,
  'GET /api/admin/bookings': OS,
  'GET /api/admin/bookings.csv': OS,
  'POST /api/admin/bookings': OS,
  'PATCH /api/admin/bookings/:id': OS,
  'PUT /api/admin/bookings/:id/attendance': OS,
  'POST /api/admin/bookings/:id/amount-due/taken': OS,
  'POST /api/admin/bookings/:id/option-price': OS,
  'POST /api/admin/bookings/:id/resend-confirmation': OS,
  'GET /api/admin/day-sheet': OS,
  'GET /api/admin/week-calendar': OS,
  'GET /api/admin/waitlist': OS,
  'GET /api/fear-of-flying-bookings': OS,
  'POST /api/fear-of-flying-bookings/:id/cancel': OS,
  'POST /api/fear-of-flying-bookings/:id/date': OS,
  // Closures
  'GET /api/admin/closures': OS,
  'POST /api/admin/closures': OS,
  'DELETE /api/admin/closures/:id': OS,
  'GET /api/admin/closures/by-default': OS,
  'PUT /api/admin/closures/by-default/:date/open': OS,
  'DELETE /api/admin/closures/by-default/:date/open': OS,
  // Enquiries and customers (one customer's record at a time: no export of them all)
  'GET /api/admin/enquiries': OS,
  'PATCH /api/admin/enquiries/:id': OS,
  'PATCH /api/admin/enquiries/courses/:id': OS,
  'GET /api/admin/customers': OS,
  'GET /api/admin/customers/list': OS,
  'PUT /api/admin/customers/note': OS,
  // Orders and vouchers; their CSVs list references and amounts, the day's dispatch and redemption work
  'GET /api/admin/orders': OS,
  'GET /api/admin/orders.csv': OS,
  'POST /api/admin/orders/:id/dispatch': OS,
  'DELETE /api/admin/orders/:id/dispatch': OS,
  'POST /api/admin/orders/:id/cancel': OS,
  'POST /api/admin/orders/:id/refund': OS,
  'GET /api/admin/vouchers': OS,
  'GET /api/admin/vouchers.csv': OS,
  'POST /api/admin/vouchers': OS,
  'POST /api/admin/vouchers/:id/extend': OS,
  'POST /api/admin/vouchers/:id/void': OS,
  // Instructors: the owner keeps their records; staff cover leave; each instructor sees their own schedule
  'GET /api/admin/instructors': OS,
  'POST /api/admin/instructors': O,
  'PUT /api/admin/instructors/:id': O,
  'POST /api/admin/instructors/:id/leave': OS,
  'GET /api/admin/instructors/leave/:leaveId/affected': OS,
  'DELETE /api/admin/instructors/leave/:leaveId': OS,
  'GET /api/admin/instructors/lessons/:kind/:id/candidates': OS,
  'PUT /api/admin/instructors/lessons/:kind/:id/instructor': OS,
  'GET /api/admin/instructors/schedule': OSI,
  // The owner's: prices and products, experiences, takings, the subscriber list (all customers' e-mails), staff, audit
  'GET /api/products/all': O,
  'POST /api/products': O,
  'PATCH /api/products/:id': O,
  'DELETE /api/products/:id': O,
  'POST /api/products/upload-image': O,
  'GET /api/admin/experiences': O,
  'PUT /api/admin/experiences/:id': O,
  'GET /api/admin/takings': O,
  'GET /api/admin/newsletter-subscribers': O,
  'GET /api/admin/newsletter-subscribers/export.csv': O,
  'GET /api/admin/staff': O,
  'POST /api/admin/staff': O,
  'PUT /api/admin/staff/:id/role': O,
  'PUT /api/admin/staff/:id/access': O,
  'DELETE /api/admin/staff/:id/two-factor': O,
  'GET /api/admin/audit': O,
  'GET /api/admin/audit/audit.csv': O,
};

const key = (route: Route) => `${route.method} ${route.path}`;

/** Every operation of the OpenAPI document, as 'GET /api/admin/bookings/:id'. */
function openApiRoutes(app: NestExpressApplication): Set<string> {
  const document = buildOpenApiDocument(app);
  const routes = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations).filter((name) => ['get', 'post', 'put', 'patch', 'delete'].includes(name))) {
      routes.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
    }
  }
  return routes;
}

describe('staff routes × roles: every staff route of the OpenAPI document answers each role as its table says', () => {
  let app: NestExpressApplication;
  let callers: Record<Caller | 'customer', Agent>;
  let routes: Route[];

  beforeAll(async () => {
    app = await createTestApp();
    routes = discoverRoutes(app).filter((route) => route.staffOnly);
    callers = {
      owner: await adminAgent(app),
      staff: (await staffAgent(app, 'staff')).agent,
      instructor: (await staffAgent(app, 'instructor')).agent,
      customer: await customerAgent(app),
    };
  });
  afterAll(() => app.close());

  it('the table names exactly the staff routes, and each is in the OpenAPI document', () => {
    const documented = openApiRoutes(app);
    expect(routes.map(key).sort()).toEqual(Object.keys(ROLES_BY_ROUTE).sort());
    expect(routes.map(key).filter((route) => !documented.has(route))).toEqual([]);
  });

  it('nobody signed in: 401 AUTH.UNAUTHENTICATED on every staff route', async () => {
    const anonymous = request(app.getHttpServer());
    const answers = [];
    for (const route of routes)
      answers.push({
        route: key(route),
        ...(await send(anonymous, route).then((r) => ({ status: r.status, code: r.body.code }))),
      });
    expect(answers.filter((answer) => answer.status !== 401 || answer.code !== 'AUTH.UNAUTHENTICATED')).toEqual([]);
  });

  it.each(['owner', 'staff', 'instructor', 'customer'] as const)(
    '%s: through the guard where the table allows, 403 AUTH.FORBIDDEN elsewhere',
    async (caller) => {
      const wrong = [];
      for (const route of routes) {
        const allowed = (ROLES_BY_ROUTE[key(route)] as string[]).includes(caller);
        const response = await send(callers[caller], route);
        const refused = response.status === 403 && response.body.code === 'AUTH.FORBIDDEN';
        const passed = ![401, 403].includes(response.status);
        if (allowed ? !passed : !refused)
          wrong.push({ route: key(route), allowed, status: response.status, code: response.body.code });
      }
      expect(wrong).toEqual([]);
    },
  );

  it('the queue dashboard lets in owner and staff only', async () => {
    await callers.owner.get(QUEUE_DASHBOARD_PATH).expect(200);
    await callers.staff.get(QUEUE_DASHBOARD_PATH).expect(200);
    expect((await callers.instructor.get(QUEUE_DASHBOARD_PATH).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    expect((await request(app.getHttpServer()).get(QUEUE_DASHBOARD_PATH).expect(401)).body.code).toBe('AUTH.UNAUTHENTICATED');
  });
});
