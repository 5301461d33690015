import type { APIRequestContext } from '@playwright/test';
import type { TSession } from '../../packages/contract/src/identity/user.ts';
import { randomClientIp, test } from '../fixtures.ts';
import { DEMO, openSession } from './session.ts';

/**
 * The demo admin's session per server, opened once per worker: each sign-in takes a code of its second factor, and a
 * code is taken once per 30-second step, so signing in for every decision would wait for the clock (ADR 0035).
 */
const adminSessions = new Map<string, Promise<TSession>>();

function adminSession(request: APIRequestContext, origin: string): Promise<TSession> {
  const known = adminSessions.get(origin);
  if (known) return known;
  // The code may have to wait for the next time step (openSession).
  test.info().setTimeout(test.info().timeout + 35_000);
  const opened = openSession(request, origin, DEMO.admin, randomClientIp());
  adminSessions.set(origin, opened);
  opened.catch(() => adminSessions.delete(origin));
  return opened;
}

export type ModerationQueue = 'vacancies' | 'companies' | 'candidates' | 'reviews' | 'comments';

/**
 * Moderation as an admin does it: the demo admin signs in and decides through `POST /api/admin/<queue>/moderate`, the
 * call the admin pages make. Fails loudly unless every id was changed.
 */
export async function moderate(
  request: APIRequestContext,
  origin: string,
  queue: ModerationQueue,
  ids: number[],
  decision: { status: 'approved' | 'rejected' | 'pending'; reason?: string } = { status: 'approved' },
) {
  const ip = randomClientIp();
  const send = async () =>
    request.post(`${origin}/api/admin/${queue}/moderate`, {
      headers: { authorization: `Bearer ${(await adminSession(request, origin)).token}`, 'x-forwarded-for': ip },
      data: { ids, ...decision },
    });
  let response = await send();
  // A server of a spec's own may reuse the port of an earlier one, whose session its database never held.
  if (response.status() === 401) {
    adminSessions.delete(origin);
    response = await send();
  }
  const body = await response.text();
  if (response.status() !== 200) throw new Error(`moderating ${queue} ${ids.join(', ')}: ${response.status()} ${body}`);
  const { changed } = (JSON.parse(body) as { data: { changed: number[] } }).data;
  if (changed.length !== new Set(ids).size) throw new Error(`moderating ${queue}: only ${changed.join(', ')} changed`);
}
