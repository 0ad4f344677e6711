import { Writable } from 'node:stream';
import express from 'express';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { AppConfig } from '../config/app-config';
import { accessLog } from './access-log';
import { logOptions } from './request-log-policy';

/** A real pino logger writing its JSON lines into memory; an app with a few routes behind the access log. */
function appLoggingTo(pretty: boolean, trustProxy: string | false = false) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  // The logger the API runs: built by pino-http (as nestjs-pino does) from the production options, JSON into the sink.
  const { logger } = pinoHttp(logOptions(Object.assign(new AppConfig(), { LOG_FORMAT: 'json', LOG_LEVEL: 'info' })), sink);
  const app = express();
  app.set('trust proxy', trustProxy);
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
  app.get('/api/manage-booking/:token/calendar.ics', (_req, res) => void res.status(404).json({}));
  app.get('/manage-booking/:token', (_req, res) => void res.status(410).send('gone'));
  app.post('/api/newsletter/unsubscribe', (_req, res) => void res.status(400).json({}));
  app.get('/confirmation', (_req, res) => void res.status(404).send('not found'));
  app.get('/api/echo-headers', (req, res) => {
    logger.warn({ req: { headers: req.headers }, res: { headers: { 'set-cookie': ['skyward.sid=s%3Asecret'] } } }, 'headers');
    res.status(401).json({});
  });
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

  it('gives a production line its status code, duration and the client address, from X-Forwarded-For only behind a trusted proxy', async () => {
    const direct = appLoggingTo(false);
    await request(direct.app).get('/api/broken').set('X-Forwarded-For', '203.0.113.9').expect(503);
    const [spoofed] = await direct.written();
    expect(spoofed).toMatchObject({ res: { statusCode: 503 }, responseTime: expect.any(Number), req: { remoteAddress: expect.stringMatching(/127\.0\.0\.1$/) } });

    const proxied = appLoggingTo(false, 'loopback');
    await request(proxied.app).get('/api/broken').set('X-Forwarded-For', '203.0.113.9').expect(503);
    const [line] = await proxied.written();
    expect(line).toMatchObject({ res: { statusCode: 503 }, req: { remoteAddress: '203.0.113.9' } });
  });

  it('never writes a token: manage links and token query parameters in URLs, credentials in headers', async () => {
    const { app, written } = appLoggingTo(false);
    await request(app).get('/api/manage-booking/bk1.c2lnbmVk/calendar.ics?x=1').expect(404);
    await request(app).get('/manage-booking/bk1.c2lnbmVk').expect(410);
    await request(app).post('/api/newsletter/unsubscribe?list=all&token=nl.c2lnbmVk').expect(400);
    await request(app).get('/confirmation?order=or1.c2lnbmVk').expect(404);
    await request(app).get('/api/echo-headers').set('Authorization', 'Bearer metrics-secret').set('Cookie', 'skyward.sid=s%3Asecret').expect(401);
    const lines = await written();
    expect(lines.map((line) => (line.req as { url?: string }).url).filter(Boolean)).toEqual([
      '/api/manage-booking/[REDACTED]/calendar.ics?x=1',
      '/manage-booking/[REDACTED]',
      '/api/newsletter/unsubscribe?list=all&token=[REDACTED]',
      '/confirmation?order=[REDACTED]',
      '/api/echo-headers',
    ]);
    const headers = lines.find((line) => line.msg === 'headers')!;
    expect(headers).toMatchObject({
      req: { headers: { authorization: '[REDACTED]', cookie: '[REDACTED]' } },
      res: { headers: { 'set-cookie': '[REDACTED]' } },
    });
    expect(JSON.stringify(lines)).not.toMatch(/c2lnbmVk|secret/);
  });
});
