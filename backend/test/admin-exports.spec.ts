import request from 'supertest';
import { referenceOf } from '../src/shared/reference';
import { customerAgent } from './auth';
import { buyGiftCard } from './order-fixtures';
import { staffAppForSuite } from './staff-app-for-suite';

/** GET /api/admin/orders.csv and /api/admin/vouchers.csv: the ORDERS and VOUCHERS tabs' downloads. */
describe('staff CSV exports of orders and vouchers', () => {
  const staff = staffAppForSuite('shop_order');

  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' })
      .format(instant)
      .replace(',', '');

  it('lists every order with its reference, en-GB dates, items and pounds, and every voucher with its state, no internal ids', async () => {
    const code = await buyGiftCard(staff.app, '=Gift Card', 5000);
    const [order] = await staff.db.query(
      `SELECT o.id, o.created_at, o.paid_at FROM shop_order o JOIN gift_voucher v ON v.order_id = o.id WHERE v.code = $1`,
      [code],
    );

    const orders = await staff.admin.get('/api/admin/orders.csv').expect(200);
    expect(orders.headers['content-type']).toMatch(/^text\/csv/);
    expect(orders.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const orderLines = orders.text.trim().split('\r\n');
    expect(orderLines[0]).toBe('Reference,Placed,Paid,Email,Items,Postage (£),Total (£),Status,Dispatched,Test mode');
    expect(orderLines).toHaveLength(2);
    expect(orderLines[1]).toMatch(
      new RegExp(
        `^${referenceOf(order.id)},${day(order.created_at)},${day(order.paid_at)},giver@example.com,'?1 × '?=Gift Card [0-9a-f]{8},0.00,50.00,Paid,Nothing to post,Yes$`,
      ),
    );
    expect(orders.text).not.toContain(order.id);

    const vouchers = await staff.admin.get('/api/admin/vouchers.csv').expect(200);
    const voucherLine = vouchers.text.split('\r\n').find((line) => line.startsWith(code));
    expect(vouchers.text.split('\r\n')[0]).toBe('Code,For,Value (£),Issued,Expires,State,Used by booking');
    expect(voucherLine).toMatch(new RegExp(`^${code},'=Gift Card [0-9a-f]{8},50.00,${day(order.paid_at)},\\w{3} \\d{1,2} \\w{3} \\d{4},Not used,$`));
  });

  it("exports vouchers for different options, each with the option it buys (read in turn on the export's one connection)", async () => {
    const tryAndFly = await buyGiftCard(staff.app, 'Try and Fly Gift Card', 12_900, ['try-and-fly', '60-minutes']);
    const course = await buyGiftCard(staff.app, 'Fear of Flying Gift Card', 29_500, ['fear-of-flying', '4-hour-course']);
    const airbus = await buyGiftCard(staff.app, 'Intro to the Airbus Gift Card', 19_900, ['intro-to-the-airbus', '60-minutes']);
    const vouchers = await staff.admin.get('/api/admin/vouchers.csv').expect(200);
    const lines = vouchers.text.split('\r\n');
    expect(lines.find((line) => line.startsWith(tryAndFly))).toMatch(/,Try and Fly Gift Card [0-9a-f]{8},129\.00,/);
    expect(lines.find((line) => line.startsWith(course))).toMatch(/,Fear of Flying Gift Card [0-9a-f]{8},295\.00,/);
    expect(lines.find((line) => line.startsWith(airbus))).toMatch(/,Intro to the Airbus Gift Card [0-9a-f]{8},149\.00,/);
  });

  it('refuses anonymous (401) and customer (403) callers', async () => {
    const customer = await customerAgent(staff.app);
    for (const url of ['/api/admin/orders.csv', '/api/admin/vouchers.csv']) {
      await request(staff.app.getHttpServer()).get(url).expect(401);
      await customer.get(url).expect(403);
    }
  });
});
