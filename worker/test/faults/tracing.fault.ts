import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { TestSmtpServer } from '../../../backend/test/test-smtp';
import { waitUntil } from '../../../backend/test/wait-until';
import { addressedTo, BUILT_API, BUILT_WORKER, ChildService, faultEnv } from './fault-processes';
import { OtlpReceiver, SPAN_KIND } from './otlp-receiver';

const API_PORT = 3700;
const OTLP_PORT = 3701;

/** The built API and worker exporting traces to an OTLP/HTTP receiver: one enquiry is one trace, request to e-mail job. */
describe('tracing: API request → outbox → worker job in one trace', () => {
  const receiver = new OtlpReceiver();
  const smtp = new TestSmtpServer();
  const api = new ChildService('api', BUILT_API);
  const worker = new ChildService('worker', BUILT_WORKER);

  beforeAll(async () => {
    const env = faultEnv({
      SMTP_PORT: String(await smtp.start()),
      OTEL_EXPORTER_OTLP_ENDPOINT: await receiver.start(OTLP_PORT),
      OTEL_BSP_SCHEDULE_DELAY: '200', // export within the test's wait rather than every 5 s
    });
    api.start({ ...env, PORT: String(API_PORT) });
    worker.start(env);
    await api.waitForOutput('API listening');
    await worker.waitForOutput('Worker started');
  });

  afterAll(async () => {
    await worker.stop();
    await api.stop();
    await smtp.stop();
    await receiver.stop();
  });

  it("the worker's e-mail job span is a child of the API's POST /api/contacts span's trace", async () => {
    const customer = `traced+${Date.now()}@example.com`;
    const response = await fetch(`http://127.0.0.1:${API_PORT}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Amy Johnson',
        email: customer,
        phone: '07700 900456',
        enquiryType: 'group',
        message: 'Tracing?',
      }),
    });
    expect(response.status).toBe(201);
    await smtp.waitFor(addressedTo(customer), 1, 30_000);

    const request = await waitUntil(
      async () =>
        receiver.spans.find(
          (span) => span.service === 'skyward-api' && span.kind === SPAN_KIND.server && span.name.includes('/api/contacts'),
        ),
      15_000,
      "the API's request span",
    );
    const trace = () => receiver.spans.filter((span) => span.traceId === request.traceId);
    const job = await waitUntil(
      async () => trace().find((span) => span.service === 'skyward-worker' && span.name.startsWith('email ')),
      15_000,
      "the worker's e-mail job span in the request's trace",
    );
    expect(job.kind).toBe(SPAN_KIND.consumer);
    expect(job.attributes['messaging.system']).toBe('bullmq');
    expect(job.parentSpanId).toBeTruthy(); // continues the request's trace rather than starting one
    // Inside it: the job's Postgres work (composing, the send claim) and each SMTP send.
    const sends = await waitUntil(
      async () => {
        const children = trace().filter((span) => span.service === 'skyward-worker' && span.parentSpanId === job.spanId);
        const smtpSends = children.filter((span) => span.name === 'smtp send');
        return children.some((span) => span.name.startsWith('pg.query')) && smtpSends.length > 0 && smtpSends;
      },
      15_000,
      "the job's Postgres and SMTP spans",
    );
    expect(sends.map((span) => span.attributes['email.key'])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^enquiry:.+:acknowledgement$/)]),
    );
    console.log(
      `[tracing] trace ${job.traceId}: ${trace().length} spans — ` +
        [...new Set(trace().map((span) => `${span.service}: ${span.name}`))].join('; '),
    );
  });
});

describe('tracing at shutdown: the spans still batched are exported before the process exits', () => {
  const receiver = new OtlpReceiver();
  const api = new ChildService('api', BUILT_API);

  afterAll(async () => {
    await api.stop();
    await receiver.stop();
  });

  it("a request answered just before SIGTERM reaches the collector (the batch's 5 s delay would have dropped it)", async () => {
    // The SDK's default batching: spans wait up to 5 s, longer than this API takes to shut down.
    api.start({ ...faultEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: await receiver.start(OTLP_PORT + 2) }), PORT: String(API_PORT + 2) });
    await api.waitForOutput('API listening');
    const response = await fetch(`http://127.0.0.1:${API_PORT + 2}/api/experiences`);
    expect(response.status).toBe(200);
    api.signal('SIGTERM');
    expect(await api.exit).toEqual({ code: 0, signal: null });
    const served = receiver.spans.filter((span) => span.service === 'skyward-api' && span.kind === SPAN_KIND.server);
    expect(served.map((span) => span.name)).toEqual(expect.arrayContaining([expect.stringContaining('/api/experiences')]));
  });
});

/** What loading the built API's modules puts in require.cache, with and without an endpoint. */
function otelModulesLoaded(endpoint?: string): string[] {
  const dist = resolve(__dirname, '../../../backend/dist');
  const script = `require(${JSON.stringify(`${dist}/shared/tracing/start-api-tracing.js`)});
require(${JSON.stringify(`${dist}/app.module.js`)});
const loaded = Object.keys(require.cache).map((path) => path.match(/node_modules\\/(@opentelemetry\\/[^/]+)/)?.[1]).filter(Boolean);
console.log(JSON.stringify([...new Set(loaded)]));
process.exit(0);`;
  const env = faultEnv(endpoint ? { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } : {});
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' }).trim().split('\n').pop()!);
}

describe('tracing off: no OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('loads none of the OTel SDK; only @opentelemetry/api, which prom-client brings anyway', () => {
    const off = otelModulesLoaded();
    expect(off.filter((name) => name !== '@opentelemetry/api')).toEqual([]);
    // The check sees the SDK when it is on (the endpoint needs no receiver to load it).
    expect(otelModulesLoaded(`http://127.0.0.1:${OTLP_PORT}`)).toEqual(expect.arrayContaining(['@opentelemetry/sdk-node']));
  });
});
