import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  livemode: boolean;
  metadata: Record<string, string>;
  description: string | null;
  capture_method: string;
}

/** Where Stripe lets a capture or a cancel move an intent from. */
const MOVES: Record<'capture' | 'cancel', { to: string; from: string[] }> = {
  capture: { to: 'succeeded', from: ['requires_capture'] },
  cancel: { to: 'canceled', from: ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'] },
};

/**
 * A local HTTP server standing in for api.stripe.com, so the real Stripe SDK can be driven in tests:
 * it records every request and answers like Stripe (payment intents, their capture and cancel, and refunds).
 * `mode` stages faults.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  mode: 'ok' | 'error' | 'hang' = 'ok';
  private server?: Server;
  private counter = 0;
  // Ids unique across runs: the test database keeps earlier runs' payments and webhook events.
  private readonly run = Math.random().toString(36).slice(2, 10);
  private readonly byIdempotencyKey = new Map<string, unknown>();

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const recorded = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, form: Object.fromEntries(new URLSearchParams(raw)) };
        this.requests.push(recorded);
        if (this.mode === 'hang') return; // never answers: the SDK's timeout fires
        const { status, body } = this.mode === 'error' ? { status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day' } } } : this.answer(recorded);
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++this.counter}` });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** What Stripe would have after the customer paid (or failed to) in Stripe Elements: an authorised card is 'requires_capture'. */
  setStatus(id: string, status: string): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`No fake intent ${id}`);
    intent.status = status;
  }

  requestsTo(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix));
  }

  private answer(request: RecordedRequest): { status: number; body: unknown } {
    const key = request.headers['idempotency-key'] as string | undefined;
    if (request.method === 'POST' && key && this.byIdempotencyKey.has(key)) return { status: 200, body: this.byIdempotencyKey.get(key) };

    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const id = `pi_fake${this.run}${++this.counter}`;
      const metadata = Object.fromEntries(
        Object.entries(request.form)
          .filter(([name]) => name.startsWith('metadata['))
          .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
      );
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(request.form.amount),
        currency: request.form.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        livemode: false,
        metadata,
        description: request.form.description ?? null,
        capture_method: request.form.capture_method ?? 'automatic',
      };
      this.intents.set(id, intent);
      if (key) this.byIdempotencyKey.set(key, intent);
      return { status: 200, body: intent };
    }
    const move = /^\/v1\/payment_intents\/([^/?]+)\/(capture|cancel)$/.exec(request.path);
    if (request.method === 'POST' && move) {
      const intent = this.intents.get(move[1]);
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      const { to, from } = MOVES[move[2] as 'capture' | 'cancel'];
      if (!from.includes(intent.status)) {
        const message = `This PaymentIntent could not be ${move[2]}d because it has a status of ${intent.status}.`;
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } } };
      }
      intent.status = to;
      if (key) this.byIdempotencyKey.set(key, { ...intent });
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)/.exec(request.path);
    if (request.method === 'GET' && retrieve) {
      const intent = this.intents.get(retrieve[1]);
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      // client_secret is only returned with a secret key, as Stripe does
      return { status: 200, body: intent };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const refund = { id: `re_fake${this.run}${++this.counter}`, object: 'refund', amount: Number(request.form.amount), payment_intent: request.form.payment_intent, status: 'succeeded' };
      if (key) this.byIdempotencyKey.set(key, refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` } } };
  }
}
