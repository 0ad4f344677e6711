import { TcpProxy } from '../../../backend/test/tcp-proxy';
import { waitUntil } from '../../../backend/test/wait-until';
import { BUILT_API, ChildService, faultEnv } from './fault-processes';

const API_PORT = 3311;
const url = (path: string) => `http://127.0.0.1:${API_PORT}${path}`;
const status = async (path: string) => (await fetch(url(path), { signal: AbortSignal.timeout(10_000) })).status;

/**
 * Postgres connections dropped under the built API (backend/test/health.spec.ts checks the same for the
 * in-process app): /api/health/ready answers 503 and recovers, in the same process, when Postgres returns.
 */
describe('fault: Postgres connections dropped', () => {
  const postgres = new TcpProxy({ host: '127.0.0.1', port: 5432 });
  const apiProcess = new ChildService('api', BUILT_API);

  beforeAll(async () => {
    await postgres.up();
    const database = new URL(process.env.DATABASE_URL as string);
    database.host = `127.0.0.1:${postgres.port}`;
    apiProcess.start(faultEnv({ PORT: String(API_PORT), DATABASE_URL: database.toString(), PRODUCT_CACHE_TTL_MS: '0' }));
    await apiProcess.waitForOutput('API listening');
  });
  afterAll(async () => {
    await apiProcess.stop();
    await postgres.down();
  });

  it('answers 503 on ready while Postgres is away and recovers without a restart', async () => {
    const pid = apiProcess.pid;
    await waitUntil(async () => (await status('/api/health/ready')) === 200, 15_000, 'the API to be ready');
    expect(await status('/api/products')).toBe(200);

    await postgres.down(); // every pooled connection is cut and new ones are refused
    const readyDown = await status('/api/health/ready');
    const productsDown = await status('/api/products');
    const live = await status('/api/health/live');

    await postgres.up();
    const startedAt = Date.now();
    await waitUntil(async () => (await status('/api/health/ready')) === 200, 20_000, 'ready to answer 200 again');
    const recoveredMs = Date.now() - startedAt;
    const productsAfter = await status('/api/products');
    console.log(
      `[fault: Postgres down] connections cut: ready answered ${readyDown}, /api/products ${productsDown}, live ${live}; ` +
        `Postgres back: ready 200 after ${recoveredMs} ms, /api/products ${productsAfter}; same process: ${apiProcess.running && apiProcess.pid === pid}`,
    );
    expect(readyDown).toBe(503);
    expect(productsDown).toBeGreaterThanOrEqual(500);
    expect(live).toBe(200);
    expect(productsAfter).toBe(200);
    expect(apiProcess.running).toBe(true);
    expect(apiProcess.pid).toBe(pid);
  });
});
