import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from '../src/shared/http/openapi';
import { adminAgent, type Agent } from './auth';
import { createTestApp } from './test-app';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  maximum?: number;
  minimum?: number;
  maxLength?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
interface Operation {
  method: string;
  path: string;
  body?: Schema;
  query: { name: string; schema: Schema }[];
}

/** What a person must never read in an error: a DTO path, a field's code name, class-validator's own wording. */
const CODE_TALK = [/Validation failed/, /\w+\.\d+\.\w+/, /\b[a-z]+[A-Z][A-Za-z]*\b/, /must be shorter than/, /should not exist/, /\$property/, /each value in/];

/** Every operation of the OpenAPI document with its request body's schema and query parameters. */
function operations(document: OpenAPIObject): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const body = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema;
      const query = ((operation.parameters ?? []) as { in: string; name: string; schema?: Schema }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} }));
      return [{ method, path, body, query }];
    }),
  );
}

/** Answers that are wrong for the schema in every way the DTOs check: wrong types, past the limits, not in the list. */
function badValue(schema: Schema, document: OpenAPIObject, depth = 0): unknown {
  const resolved = resolve(schema, document);
  if (resolved.enum) return 'not-one-of-them';
  if (resolved.type === 'integer' || resolved.type === 'number') return resolved.maximum !== undefined ? resolved.maximum + 1 : 'twelve';
  if (resolved.type === 'boolean') return 'perhaps';
  if (resolved.type === 'string') return resolved.maxLength !== undefined ? 'x'.repeat(resolved.maxLength + 1) : 12345;
  if (resolved.type === 'array') return depth > 3 ? 'not a list' : [badValue(resolved.items ?? {}, document, depth + 1)];
  if (resolved.properties && depth <= 3)
    return Object.fromEntries(Object.entries(resolved.properties).map(([name, property]) => [name, badValue(property, document, depth + 1)]));
  return 12345;
}

/** The object with only its lists filled, each with one empty item: every required field inside is missing. */
function emptyItems(schema: Schema, document: OpenAPIObject): Record<string, unknown> {
  const resolved = resolve(schema, document);
  return Object.fromEntries(
    Object.entries(resolved.properties ?? {})
      .filter(([, property]) => resolve(property, document).type === 'array' && resolve(resolve(property, document).items ?? {}, document).properties)
      .map(([name]) => [name, [{}]]),
  );
}

function resolve(schema: Schema, document: OpenAPIObject): Schema {
  if (schema.$ref) return resolve((document.components?.schemas?.[schema.$ref.split('/').pop() as string] ?? {}) as Schema, document);
  const merged = schema.allOf ?? schema.oneOf;
  if (merged) return merged.reduce<Schema>((all, part) => ({ ...all, ...resolve(part, document) }), {});
  return schema;
}

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'not-an-id');

/** Routes whose bad input would end the admin's own session or needs a file, not JSON. */
const SKIPPED = new Set(['post /api/logout', 'post /api/stripe/webhook']);

describe('every refused request reads as plain sentences (docs/product.md, Staff panel)', () => {
  let app: NestExpressApplication;
  let admin: Agent;
  let document: OpenAPIObject;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
    admin = await adminAgent(app);
    document = buildOpenApiDocument(app);
  });
  afterAll(() => app.close());

  /** Sends the request and returns the refusal's message, failing with the route named if it reads like code. */
  const refusal = async (operation: Operation, query: Record<string, unknown>, body?: unknown) => {
    const call = admin[operation.method as 'get'](concrete(operation.path)).query(query);
    const response = body === undefined ? await call : await call.send(body as object);
    const route = `${operation.method.toUpperCase()} ${operation.path}`;
    expect({ route, status: response.status < 500 }).toEqual({ route, status: true });
    if (response.status !== 400) return null;
    const message = String(response.body.message);
    for (const pattern of CODE_TALK) expect({ route, message, codeTalk: pattern.test(message) }).toEqual({ route, message, codeTalk: false });
    for (const problem of response.body.problems ?? []) expect({ route, problem, sentence: /^[A-Z].*[.?!]$/.test(problem) }).toEqual({ route, problem, sentence: true });
    return response.body as { code: string; message: string };
  };

  it('walks every route of the OpenAPI document with bad bodies and bad queries', async () => {
    const all = operations(document).filter((operation) => !SKIPPED.has(`${operation.method} ${operation.path}`));
    expect(all.filter((operation) => operation.path.startsWith('/api/admin')).length).toBeGreaterThan(20);
    let refused = 0;
    for (const operation of all) {
      const badQuery = Object.fromEntries(operation.query.map(({ name, schema }) => [name, String(badValue(schema, document))]));
      if (operation.query.length && (await refusal(operation, badQuery))) refused += 1;
      if (!operation.body) continue;
      for (const body of [{}, badValue(operation.body, document), emptyItems(operation.body, document), { notAField: 1 }]) {
        const refusedBody = await refusal(operation, {}, body);
        if (refusedBody?.code === 'REQUEST.VALIDATION_FAILED') refused += 1;
      }
    }
    // Most routes refuse most of those; the count proves the walk reached the validation, not only the guards.
    expect(refused).toBeGreaterThan(100);
  });

  it('names an experience option by its place and its price in pounds', async () => {
    const base = { name: 'Scenario Flight', group: 'beginners', description: 'x', included: [], minimumAge: 12, active: true };
    const tooDear = await admin
      .put('/api/admin/experiences/scenario-flight')
      .send({ ...base, options: [{ id: 'sixty', name: 'Sixty', minutes: 60, pricePence: 1_000_001, active: true }] });
    expect(tooDear.status).toBe(400);
    expect(tooDear.body).toMatchObject({ code: 'REQUEST.VALIDATION_FAILED', message: 'Price for option 1 must be at most £10,000.00.' });
    const noPrice = await admin
      .put('/api/admin/experiences/scenario-flight')
      .send({ ...base, options: [{ id: 'sixty', name: 'Sixty', minutes: 60, active: true }, { id: 'ninety', name: 'Ninety', minutes: 90, active: true, pricePence: 100 }] });
    expect(noPrice.body).toMatchObject({ code: 'REQUEST.VALIDATION_FAILED', message: 'Enter a price for option 1.' });
    const stray = await admin.put('/api/admin/experiences/scenario-flight').send({ ...base, options: [], colour: 'red' });
    expect(stray.body.problems).toContain('The request holds a field this form does not take.');
  });
});
