import { ZErrorResponse } from '@hushwork/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBillingTestApp } from '../../modules/billing/billing-test-kit.ts';
import { newIp } from '../identity-helpers.ts';
import { createSessionPool, withOwnValues } from './fuzz-sessions.ts';
import { type OpenApiDocument, operationsOf, resolverOf } from './openapi-operations.ts';
import { describeRequest, type FuzzRequest, requestsOf, shown } from './request-arbitrary.ts';

/**
 * Every call in the OpenAPI document, sent valid and broken inputs as a guest and as each role: none may answer 5xx,
 * and every 4xx carries the error envelope. FUZZ_RUNS=1000 for a long run; FUZZ_SEED replays a reported failure;
 * FUZZ_SHRINK=1 shrinks it to a smaller counterexample (slow: every shrink step is a request).
 * Ten inputs per call and role by default: each run draws a new seed, so CI's runs add up to many more (ADR 0039).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Payments go to the provider's stand-in, as in billing's tests: a valid payment request the fuzz happens to draw
// reaches a provider that answers (without one, every payment is refused with a deliberate 503).
const t = await createBillingTestApp();
const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
const operations = operationsOf(document);
const context = { resolve: resolverOf(document) };
const pool = createSessionPool(t);

async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
  const { session, authorization } = await pool.sessionOf(request.role);
  const own = (text: string) => withOwnValues(text, session);
  const headers: Record<string, string> = { 'accept-language': 'en', ...(authorization ? { authorization } : {}) };
  for (const [name, value] of Object.entries(request.headers)) headers[name] = own(value);
  const answer = t.app.inject({
    method: request.method as 'GET',
    url: own(request.url),
    headers,
    payload: typeof request.body === 'string' ? own(request.body) : request.body,
    // A fresh address each time, so per-address limits do not turn the rest of the run into 429s.
    remoteAddress: newIp(),
  });
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${ANSWER_MS} ms: ${describeRequest(request)}`)),
      ANSWER_MS,
    );
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
    pool.sent(request.method);
  }
}

/** A hanging call is a finding too: the request is reported instead of the test timing out without a word. */
const ANSWER_MS = 10_000;

function assertAnswer(request: FuzzRequest, response: LightMyRequestResponse) {
  const where = `${describeRequest(request)} → ${response.statusCode} ${shown(response.body)}`;
  if (response.statusCode >= 500) throw new Error(`server error: ${where}`);
  if (response.statusCode < 400) return;
  if (!String(response.headers['content-type']).startsWith('application/json')) throw new Error(`not JSON: ${where}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    throw new Error(`unparsable error body: ${where}`);
  }
  const envelope = ZErrorResponse.safeParse(body);
  if (!envelope.success || envelope.data.message === '' || !/^[A-Z][A-Z_]*$/.test(envelope.data.code)) {
    throw new Error(`not the error envelope: ${where}`);
  }
}

describe('every call in the OpenAPI document, fuzzed', () => {
  it('reads the calls from the document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('POST /api/me/notifications');
  });

  describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    (_name, operation) => {
      it(
        'answers no 5xx and the error envelope on every 4xx, as a guest and signed in as each role',
        async () => {
          const codes = new Set<string>();
          await fc.assert(
            fc.asyncProperty(requestsOf(operation, context), async (request) => {
              const response = await send(request);
              assertAnswer(request, response);
              if (response.statusCode >= 400) codes.add(response.json().code);
              else codes.add(String(response.statusCode));
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
          );
          // The walk reached the call: not every answer was "no such route" (a wrongly built path would be).
          expect([...codes].filter((code) => code !== 'ROUTE_NOT_FOUND')).not.toEqual([]);
        },
        Math.max(60_000, RUNS * 2_000),
      );
    },
  );
});
