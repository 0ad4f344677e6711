import { bookingPayload, TEST_CARD, weekdayAhead } from '../../backend/test/booking-fixtures';
import { DELIVERY } from '../../backend/test/order-fixtures';
import { pause } from '../../worker/test/faults/fault-processes';

/** One request as a customer saw it: its answer (or 0 when no answer came: refused, reset, timed out) and when. */
export interface Exchange {
  path: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

export interface TrafficCounts {
  bookingsPaid: number;
  ordersPaid: number;
  abandonedHolds: number;
  refusedOrFailed: number;
}

/** A weekday's slots (it opens at 10:00; the 09:00 slot is for weekends). */
const SLOTS = ['10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];

/**
 * Customers of the site, each in a loop until told to stop: a booking paid by card (the test provider's form,
 * then the page's confirm call), a cart order paid the same way, or a hold left unpaid. Every answer is recorded
 * for the checks; a refused step ends that customer's attempt, as a customer who gives up would.
 */
export class SoakTraffic {
  readonly exchanges: Exchange[] = [];
  readonly counts: TrafficCounts = { bookingsPaid: 0, ordersPaid: 0, abandonedHolds: 0, refusedOrFailed: 0 };
  private running = false;
  private sequence = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly productId: string,
  ) {}

  async run(customers: number, until: number): Promise<void> {
    this.running = true;
    await Promise.all(Array.from({ length: customers }, () => this.customer(until)));
    this.running = false;
  }

  private async customer(until: number): Promise<void> {
    while (this.running && Date.now() < until) {
      const email = `soak+${++this.sequence}-${Date.now()}@example.com`;
      const roll = Math.random();
      const done = await (roll < 0.5 ? this.bookAndPay(email) : roll < 0.8 ? this.orderAndPay(email) : this.abandonHold(email));
      if (!done) this.counts.refusedOrFailed += 1;
      await pause(100 + Math.random() * 400);
    }
  }

  private holdBody(email: string) {
    return bookingPayload({ date: weekdayAhead(30 + Math.floor(Math.random() * 300)), timeSlot: pick(SLOTS), email });
  }

  private async bookAndPay(email: string): Promise<boolean> {
    const hold = await this.post('/api/create-booking-payment-intent', this.holdBody(email));
    if (hold.status !== 200) return false;
    const { paymentIntentId, clientSecret } = hold.body as { paymentIntentId: string; clientSecret: string };
    if (!(await this.pay(paymentIntentId, clientSecret))) return false;
    this.counts.bookingsPaid += 1;
    await this.post('/api/confirm-booking-payment', { paymentIntentId, clientSecret });
    return true;
  }

  private async orderAndPay(email: string): Promise<boolean> {
    const started = await this.post('/api/create-payment-intent', {
      cartItems: [{ productId: this.productId, quantity: 1 }],
      productCategory: 'Cart',
      email,
      delivery: DELIVERY,
    });
    if (started.status !== 200) return false;
    const { paymentIntentId, clientSecret } = started.body as { paymentIntentId: string; clientSecret: string };
    if (!(await this.pay(paymentIntentId, clientSecret))) return false;
    this.counts.ordersPaid += 1;
    await this.post('/api/confirm-order-payment', { paymentIntentId, clientSecret });
    return true;
  }

  private async abandonHold(email: string): Promise<boolean> {
    const hold = await this.post('/api/create-booking-payment-intent', this.holdBody(email));
    if (hold.status !== 200) return false;
    this.counts.abandonedHolds += 1;
    return true;
  }

  /** The test provider's card form: 200 means the card was charged (the provider settles it like a webhook would). */
  private async pay(paymentIntentId: string, clientSecret: string): Promise<boolean> {
    const paid = await this.post(`/api/test-payments/${paymentIntentId}/confirm`, { clientSecret, ...TEST_CARD });
    return paid.status === 200;
  }

  private async post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const startedAt = Date.now();
    let status = 0;
    let answer: unknown = null;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: this.baseUrl },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch {
      // No answer: the API was restarting, or the request timed out.
    }
    this.exchanges.push({ path: path.replace(/pi_[\w-]+/, ':id'), status, startedAt, endedAt: Date.now() });
    return { status, body: answer };
  }
}
