import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { accessLog } from './access-log';

/** A real pino logger writing its JSON lines into memory; an app with a few routes behind the access log. */
function appLoggingTo(pretty: boolean) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = express();
  app.use((req, _res, next) => {
    req.id = 'req-1';
    next();
  });
  app.use(accessLog(() => logger, pretty));
  app.get('/api/health/ready', (_req, res) => void res.send('ok'));
  app.get('/api/products', (_req, res) => void res.json([]));
  app.get('/api/broken', (_req, res) => void res.status(503).json({ code: 'DOWN' }));
  app.get('/api/refused', (_req, res) => void res.status(429).json({ code: 'TOO_MANY' }));
  app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({}), 520));
  const written = () => new Promise((resolve) => setImmediate(resolve)).then(() => lines);
  return { app, written };
}

describe('the request log (docs/product.md, Caching and logs)', () => {
  it('writes every server error at error and every refusal at warn, with the request and its time', async () => {
    const { app, written } = appLoggingTo(false);
    await request(app).get('/api/broken?x=1').expect(503);
    await request(app).get('/api/refused').expect(429);
    const [broken, refused] = await written();
    expect(broken).toMatchObject({ level: 50, msg: 'request completed', req: { id: 'req-1', method: 'GET', url: '/api/broken?x=1' }, res: { statusCode: 503 } });
    expect(broken.responseTime).toEqual(expect.any(Number));
    expect(refused).toMatchObject({ level: 40, res: { statusCode: 429 } });
  });

  it('writes a request slower than 500 ms, a 1% sample of the rest, and never a health check', async () => {
    const { app, written } = appLoggingTo(false);
    await request(app).get('/api/slow').expect(200);
    for (let i = 0; i < 300; i++) await request(app).get('/api/products').expect(200);
    await request(app).get('/api/health/ready').expect(200);
    const lines = await written();
    expect(lines[0]).toMatchObject({ level: 30, req: { url: '/api/slow' } });
    const sampled = lines.filter((line) => (line.req as { url: string }).url === '/api/products');
    expect(sampled.length).toBeLessThan(15); // 3 expected of 300; 15 or more has a chance below one in a million
    expect(lines.some((line) => (line.req as { url: string }).url.startsWith('/api/health'))).toBe(false);
  }, 20_000);

  it('writes one short line per request in a terminal', async () => {
    const { app, written } = appLoggingTo(true);
    await request(app).get('/api/products').expect(200);
    await request(app).get('/api/broken').expect(503);
    const lines = await written();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [30, expect.stringMatching(/^GET \/api\/products 200 \d+ ms$/)],
      [50, expect.stringMatching(/^GET \/api\/broken 503 \d+ ms$/)],
    ]);
  });
});
