import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { lastMailTo, newAccount } from '../../test/identity-helpers.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createTestClock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createMemoryStore } from '../rate-limit/memory-store.ts';

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = createTestClock(new Date());
  app = await buildApp(
    {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://hushwork.test' }),
      database,
      clock,
      rateLimitStore: createMemoryStore(clock),
      logStream: { write: (line: string) => void lines.push(line) },
    },
    { web: false },
  );
  app.get('/api/test-bug', async () => {
    throw new Error('a failure nobody foresaw');
  });
  await app.ready();
  return () => app.close();
});

describe('what the logs keep', () => {
  it('logs requests with ids but never a verification token, a password, a session token or an e-mail', async () => {
    const account = newAccount();
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const { token } = registered.json().data;
    const mail = await lastMailTo(database, account.email);
    await app.inject({ url: `/api/auth/email-verify/${mail.token}` });
    await app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } });
    const log = lines.join('\n');
    expect(log).toContain('"reqId"');
    expect(log).toContain('/api/auth/email-verify/[redacted]');
    for (const secret of [mail.token!, account.password, token, account.email]) expect(log).not.toContain(secret);
  });

  it('writes nothing for liveness probes, and the request id the response names on every line of other requests', async () => {
    const before = lines.length;
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['HEAD', '/api/health'],
      ['GET', '/api/health?from=balancer'],
    ] as const) {
      const probe = await app.inject({ method, url });
      expect(probe.statusCode).toBe(200);
      // An id that names no log line would only send support looking for lines that do not exist.
      expect(probe.headers['x-request-id']).toBeUndefined();
    }
    expect(lines.slice(before)).toEqual([]);
    const response = await app.inject({ url: '/api/countries?limit=1', headers: { 'accept-language': 'de' } });
    const written = lines.slice(before).map((line) => JSON.parse(line));
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(written.map((line) => line.reqId)).toEqual([
      response.headers['x-request-id'],
      response.headers['x-request-id'],
    ]);
    expect(written[0].reqId).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it('logs an unforeseen failure with its error and the request id the 500 names', async () => {
    const before = lines.length;
    const response = await app.inject({ url: '/api/test-bug' });
    expect(response.statusCode).toBe(500);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    const failure = written.find((line) => line.msg === 'unhandled error');
    expect(failure).toMatchObject({
      level: 50,
      reqId: response.headers['x-request-id'],
      req: { url: '/api/test-bug' },
    });
    expect(failure.err.message).toBe('a failure nobody foresaw');
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
  });
});
