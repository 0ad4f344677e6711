import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { adminAgent, type Agent } from './auth';
import { createTestApp } from './test-app';

/**
 * Every write route of the OpenAPI document gets the battery an attacker would send, as a
 * signed-in admin (so staff routes are reached past their guard). No answer may be a 5xx, and no table
 * may gain or lose a row (throttle counters and the session store are bookkeeping, not data).
 */
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';
const BOOKKEEPING = new Set(['rate_limit_counter', 'session', 'migrations']);
/** Routes that end the caller's own session: sent last, so the rest of the battery keeps its admin session. */
const ENDS_SESSION = new Set(['POST /api/logout']);

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** JSON text nested `depth` objects deep, written as text: serialising such an object would overflow the client's own stack. */
const deeplyNestedJson = (depth: number): string => `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
/** Right-to-left override, zero-width and byte-order marks, emoji, astral letters and a combining mark. */
const UNICODE = '\u202Eevil\u200B\uFEFF ✈️ Zoë 𝓤𝓷𝓲 é';

describe('hostile input: every write route, never a 5xx, nothing written', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: Agent;
  let document: OpenApi;
  let tables: string[];

  beforeAll(async () => {
    // Every request comes from loopback: the per-address limits are raised by configuration so the battery reaches the handlers.
    app = await createTestApp({
      REQUESTS_PER_IP_PER_MINUTE: '100000000',
      BOOKING_HOLDS_PER_IP: '1000000',
      VOUCHER_CHECKS_PER_IP: '1000000',
      LOGIN_FAILURES_PER_IP: '1000000',
      LOGIN_FAILURES_PER_ACCOUNT_AND_IP: '1000000',
    });
    db = app.get(DataSource);
    admin = await adminAgent(app);
    document = (await request(app.getHttpServer()).get('/api/docs/openapi.json').expect(200)).body;
    const rows: { table_name: string }[] = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tables = rows.map((row) => row.table_name).filter((table) => !BOOKKEEPING.has(table));
  });
  afterAll(() => app.close());

  const rowCounts = async (): Promise<Record<string, number>> => {
    const [row] = await db.query(`SELECT ${tables.map((table) => `(SELECT count(*)::int FROM "${table}") AS "${table}"`).join(', ')}`);
    return row;
  };

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop() as string]);
    const parts = schema.allOf ?? schema.oneOf ?? schema.anyOf;
    if (parts) return parts.map(resolve).reduce((merged, part) => ({ ...merged, ...part, properties: { ...merged.properties, ...part.properties } }), {});
    return schema;
  };

  /** A plausible value for a schema, with every id an unknown one: the battery's 'unknown ids' body. */
  const plausible = (schema: Schema | undefined, depth = 0): unknown => {
    const resolved = resolve(schema);
    if (resolved.example !== undefined) return resolved.example;
    if (resolved.enum) return resolved.enum[0];
    if (resolved.properties) {
      if (depth > 4) return {};
      return Object.fromEntries(Object.entries(resolved.properties).map(([key, child]) => [key, /id$/i.test(key) ? UNKNOWN_ID : plausible(child, depth + 1)]));
    }
    switch (resolved.type) {
      case 'array':
        return [plausible(resolved.items, depth + 1)];
      case 'integer':
      case 'number':
        return 1;
      case 'boolean':
        return true;
      default:
        if (resolved.format === 'uuid') return UNKNOWN_ID;
        if (resolved.format === 'email') return 'battery@example.com';
        if (resolved.format === 'date') return '2030-01-07';
        if (resolved.format === 'date-time') return '2030-01-07T10:30:00.000Z';
        return 'battery';
    }
  };

  /** The battery for one body schema: each entry a label and what is sent (a string is sent raw as JSON text). */
  const battery = (schema: Schema | undefined, hasIds: boolean): [string, unknown][] => {
    const properties = Object.keys(resolve(schema).properties ?? {});
    const fields = properties.length ? properties : ['value'];
    const each = (value: () => unknown) => Object.fromEntries(fields.map((field) => [field, value()]));
    const base = plausible(schema) as Record<string, unknown>;
    return [
      ['empty', undefined],
      ['an empty object', {}],
      ['malformed JSON', '{"name": "unterminated'],
      ['JSON null', 'null'],
      ['wrong types (numbers)', each(() => 12345)],
      ['wrong types (objects)', each(() => ({ $gt: '' }))],
      ['wrong types (booleans)', each(() => false)],
      ['1 MB strings', each(() => 'x'.repeat(1024 * 1024))],
      ['90 kB strings (under the body limit)', each(() => 'y'.repeat(90_000))],
      ['NUL characters', each(() => 'nul\u0000byte')],
      ['a NUL character in a field name', { ...base, 'bad\u0000key': 1 }],
      ['deep nesting', `{${fields.map((field) => `${JSON.stringify(field)}:${deeplyNestedJson(2000)}`).join(',')}}`],
      ['a deeply nested body', deeplyNestedJson(5000)],
      ['an array of 5,000 items', each(() => Array.from({ length: 5000 }, () => 1))],
      ['unicode everywhere', each(() => UNICODE)],
      ['unicode in an e-mail', { ...base, email: `zoë${UNICODE}@exämple.com` }],
      ['a lone surrogate', each(() => `half a pair \uD800`)],
      ['an array for the object', [base]],
      ['arrays for fields', each(() => ['battery'])],
      ['extra fields', { ...base, isAdmin: true, role: 'admin', ['__proto__']: { polluted: true }, constructor: { prototype: { polluted: true } } }],
      ...(hasIds ? ([['unknown ids', base]] as [string, unknown][]) : []),
    ];
  };

  const send = (method: string, path: string, body: unknown) => {
    const call = admin[method as 'post'](path).set('Accept', 'application/json');
    if (body === undefined) return call;
    if (typeof body === 'string') return call.set('Content-Type', 'application/json').send(body);
    return call.send(body as object);
  };

  it('answers every write route with a 4xx (or a success that writes nothing), never a 5xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ method, path, operation, name: `${method.toUpperCase()} /api${path.replace(/^\/api/, '')}` })),
    );
    operations.sort((a, b) => Number(ENDS_SESSION.has(a.name)) - Number(ENDS_SESSION.has(b.name)));
    expect(operations.length).toBeGreaterThanOrEqual(20);

    const serverErrors: string[] = [];
    const written: string[] = [];
    let sent = 0;
    for (const { method, path, operation, name } of operations) {
      const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      const withParams = (value: string) => pathParams.reduce((url, param) => url.replace(`{${param}}`, encodeURIComponent(value)), path);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      const hasIds = pathParams.length > 0 || Object.keys(resolve(schema).properties ?? {}).some((key) => /id$/i.test(key));
      const before = await rowCounts();

      const urls = pathParams.length ? [withParams(UNKNOWN_ID), withParams('not-an-id'), withParams('nul\u0000id'), withParams('x'.repeat(5000))] : [path];
      const cases: [string, string, unknown][] = [
        ...battery(schema, hasIds).map(([label, body]): [string, string, unknown] => [label, urls[0], body]),
        ...urls.slice(1).map((url): [string, string, unknown] => [`path ${url.slice(0, 40)}`, url, plausible(schema)]),
      ];
      for (const [label, url, body] of cases) {
        const response = await send(method, url, body);
        sent++;
        if (response.status >= 500) serverErrors.push(`${name} with ${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
        else expect(response.body).toEqual(response.status < 300 ? expect.anything() : expect.objectContaining({ code: expect.any(String) }));
      }

      const after = await rowCounts();
      const changed = tables.filter((table) => before[table] !== after[table]);
      if (changed.length) written.push(`${name}: ${changed.map((table) => `${table} ${before[table]}→${after[table]}`).join(', ')}`);
    }
    expect(serverErrors).toEqual([]);
    expect(written).toEqual([]);
    expect(sent).toBeGreaterThan(400);
  }, 300_000);
});
