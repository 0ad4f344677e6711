import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { buildOpenApiDocument } from '../src/shared/http/openapi';
import { createTestApp } from './test-app';

const CONTRACT = resolve(__dirname, '../../frontend/src/lib/api-schema.ts');
const GENERATOR = resolve(__dirname, '../../node_modules/.bin/openapi-typescript');
const HEADER = '/* Generated from the backend OpenAPI document by `npm run openapi`. Do not edit. */\n';

/**
 * One contract, not two: the frontend's endpoint types are generated from the backend's OpenAPI
 * document and checked in. This test fails when a DTO or route changes without regenerating them.
 */
describe('OpenAPI contract', () => {
  let app: NestExpressApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('matches the types checked in for the frontend', async () => {
    const document = buildOpenApiDocument(app);
    const documentFile = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(documentFile, JSON.stringify(document));
    const generated = HEADER + execFileSync(GENERATOR, [documentFile], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (process.env.UPDATE_CONTRACT === '1') writeFileSync(CONTRACT, generated);
    expect(existsSync(CONTRACT)).toBe(true);
    expect(readFileSync(CONTRACT, 'utf8')).toBe(generated);
  });
});
