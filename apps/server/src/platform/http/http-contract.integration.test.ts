import { readFileSync } from 'node:fs';
import { resources } from '@hushwork/contract/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { takeLoggedWarnings, watchedLogger } from '../../test/logged-warnings.ts';
import { createTestDatabase } from '../../test/test-database.ts';

let app: FastifyInstance;

beforeAll(async () => {
  const database = await createTestDatabase();
  app = await buildApp(
    { config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, logger: watchedLogger() },
    { web: false },
  );
  // A probe route with a body, standing in for the write calls later domains add.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-probe',
    {
      schema: {
        body: z.strictObject({
          name: z.string().min(2).max(20),
          count: z.number().int().max(1000),
          email: z.email().optional(),
        }),
      },
    },
    async (req) => ({ data: req.body }),
  );
  // A bug somewhere in a handler, standing in for any failure we did not foresee.
  app.get('/api/test-bug', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return () => app.close();
});

const post = (payload: string, locale = 'en', type = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/api/test-probe',
    payload,
    headers: { 'content-type': type, 'accept-language': locale },
  });

describe('response and error shapes', () => {
  it('wraps success in data', async () => {
    const response = await post(JSON.stringify({ name: 'Ann', count: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { name: 'Ann', count: 1 } });
  });

  it('gives 422 with every field and its messages in the caller language, the first also as message', async () => {
    const response = await post(JSON.stringify({ name: 'A', count: 1.5, email: 'nope' }), 'de');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['count', 'email', 'name']);
    expect(body.message).toBe(body.errors.name[0]);
    expect(body.errors.name[0]).toContain('2');
    expect(body.errors.name[0]).not.toBe('Must be at least 2 characters');
  });

  it('names a missing field as required and an unknown one as not accepted', async () => {
    const body = (await post(JSON.stringify({ count: 1, extra: true }))).json();
    expect(body.errors.name).toEqual(['This field is required']);
    expect(body.errors.extra).toEqual(['This field is not accepted']);
  });

  it.each([
    ['a null body', 'null'],
    ['an array body', '[]'],
    ['a string body', '"text"'],
    ['a huge number', '{"name":"Ann","count":1e400}'],
    ['a number beyond safe integers', '{"name":"Ann","count":123456789012345678901234567890}'],
    ['a wrong type', '{"name":12,"count":"x"}'],
    ['a NUL character', '{"name":"A\\u0000B","count":1}'],
    ['a NUL character in a key', '{"na\\u0000me":"Ann","count":1}'],
    ['broken JSON', '{"name":'],
    ['an empty body', ''],
    ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ])('answers %s with a 4xx envelope, never a 500', async (_label, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses a content type it does not read with 415', async () => {
    const response = await post('name=Ann', 'en', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a NUL character in a query string', async () => {
    const response = await app.inject({ url: '/api/cities?search=a%00b' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ search: [resources.en.validation.nulCharacter] });
  });

  it('refuses a lone surrogate in a JSON body per field, in the caller language', async () => {
    // JSON's own escape, as a client that sliced a string between a surrogate pair would send it.
    const response = await post('{"name":"An\\ud80c","count":1}', 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [resources.de.validation.brokenCharacter] });
  });

  it('answers an unknown API call with a JSON 404 in the caller language', async () => {
    const response = await app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'uk' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
    expect(response.json().message).toMatch(/[а-яіїє]/i);
  });

  it('reports liveness and readiness', async () => {
    expect((await app.inject({ url: '/api/health' })).json().data.status).toBe('ok');
    expect((await app.inject({ url: '/api/ready' })).json().data).toEqual({ status: 'ready', database: 'ok' });
  });
});

describe('headers', () => {
  it('sends API responses with a CSP that allows nothing, nosniff and a request id', async () => {
    for (const url of ['/api/ready', '/api/health']) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it('answers an unforeseen failure with a generic 500 that names its request id and nothing of the failure', async () => {
    const response = await app.inject({ url: '/api/test-bug', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL_SERVER_ERROR');
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    // The failure is the operators' to read: logged once, in full, and taken here so the watch does not fail the test.
    expect(takeLoggedWarnings()).toEqual([expect.stringMatching(/^unhandled error\n.*hunter2/s)]);
  });

  it('compresses large responses', async () => {
    const response = await app.inject({ url: '/api/catalogs', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('OpenAPI', () => {
  it('documents every catalogs call of the spec under its path', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\.1/);
    const spec = readFileSync(new URL('../../../../../docs/spec/api-endpoints.txt', import.meta.url), 'utf8');
    const section = spec.split('# Catalogs and places')[1]!.split('\n# ')[0]!;
    const calls = section
      .split('\n')
      .filter((line) => /^(GET|POST|PUT|PATCH|DELETE) /.test(line))
      .filter((line) => !line.includes('/templates'));
    const have = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`),
      ),
    );
    const missing = calls.filter((line) => !have.has(line.replace(/\{[^}]+\}/g, '{}')));
    expect(calls.length).toBeGreaterThan(15);
    expect(missing).toEqual([]);
  });

  it('serves a readable API reference page', async () => {
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});
