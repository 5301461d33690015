import { createUser } from '../../modules/identity/user.factory.ts';
import { newIp } from '../identity-helpers.ts';
import type { TestApp } from '../test-app.ts';
import type { Role } from './request-arbitrary.ts';

type Session = { email: string; password: string; token: string; refresh_token: string; invite_code: string };

const PASSWORD = 'Fuzz-Granite-2718';
let counter = 0;

/**
 * A signed-in user per role, made afresh whenever a fuzzed call ended it (a logout, a password change, a deleted
 * account, a refresh that rotated the token): any call that is not a GET may have, so the session is checked before
 * it is used again. That keeps the run independent of which calls exist and of their order.
 */
export function createSessionPool(t: TestApp) {
  const sessions = new Map<Role, Session>();
  const checkedAt = new Map<Role, number>();
  let writes = 0;

  async function signIn(role: Exclude<Role, 'guest'>): Promise<Session> {
    counter += 1;
    const email = `fuzz-${role}-${counter}-${Date.now()}@example.com`;
    const { user } = await createUser(t.database.db, { role, email, password: PASSWORD, name: `Fuzz ${role}` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: newIp(),
    });
    if (response.statusCode !== 200) throw new Error(`fuzz sign-in failed: ${response.statusCode} ${response.body}`);
    const { token, refresh_token } = response.json().data as { token: string; refresh_token: string };
    return { email, password: PASSWORD, token, refresh_token, invite_code: user.invite_code };
  }

  async function isAlive(session: Session) {
    const response = await t.app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${session.token}` } });
    return response.statusCode === 200;
  }

  /** The role's session, still signed in; guests borrow the worker's e-mail and password for their own calls. */
  async function sessionOf(role: Role): Promise<{ session: Session; authorization?: string }> {
    const owner = role === 'guest' ? 'worker' : role;
    let session = sessions.get(owner);
    if (session && checkedAt.get(owner) !== writes && !(await isAlive(session))) session = undefined;
    if (!session) {
      session = await signIn(owner);
      sessions.set(owner, session);
    }
    checkedAt.set(owner, writes);
    return { session, authorization: role === 'guest' ? undefined : `Bearer ${session.token}` };
  }

  return {
    sessionOf,
    /** Called after each request: one that could change state marks every session for a check. */
    sent(method: string) {
      if (method !== 'GET') writes += 1;
    },
  };
}

/** Swaps the fuzzer's `$own:…` markers (raw, or percent-encoded in a URL) for the session's values. */
export function withOwnValues(text: string, session: Session): string {
  let out = text;
  for (const [key, value] of Object.entries(session)) {
    out = out.replaceAll(`$own:${key}`, value).replaceAll(encodeURIComponent(`$own:${key}`), encodeURIComponent(value));
  }
  return out;
}
