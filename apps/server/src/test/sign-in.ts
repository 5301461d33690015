import { randomBytes } from 'node:crypto';
import { identity, isSignedIn, SECOND_FACTOR } from '@hushwork/contract';
import { createUser, DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../modules/identity/index.ts';
import { newIp, registerFromNewIp } from './identity-helpers.ts';
import type { TestApp } from './test-app.ts';
import { testClient } from './test-client.ts';

export type Role = 'worker' | 'company' | 'admin';
export type SignedIn = { token: string; user: { id: number; name: string }; account: { email: string } };

const ROLE_IDS = { worker: 1, company: 2 } as const;

async function login(t: Pick<TestApp, 'app' | 'clock'>, email: string, password: string): Promise<SignedIn> {
  const ip = newIp();
  const answer = await testClient(t.app).api(identity.login, { body: { email, password }, ip });
  if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.statusCode} ${answer.body}`);
  if (isSignedIn(answer.data)) return { token: answer.data.token, user: answer.data.user, account: { email } };
  // An admin, made enrolled with the demo secret: the code its authenticator shows at the app's clock.
  const { challenge_token } = answer.data;
  const pass = () =>
    testClient(t.app).api(identity.passSecondFactor, {
      body: { challenge_token, code: totpCodeOf(DEMO_ADMIN_TOTP_SECRET, t.clock.now()) },
      ip,
    });
  let second = await pass();
  // The same admin signed in twice within one time step: its code is taken once, so the next step's is typed.
  if (second.statusCode === 422) {
    t.clock.advance(SECOND_FACTOR.stepS * 1000);
    second = await pass();
  }
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.statusCode} ${second.body}`);
  return { token: second.data.token, user: second.data.user, account: { email } };
}

/**
 * A signed-in account of `role`. Workers and companies register as people do, each from an address of its own; nobody
 * registers as an admin, so an admin is made by identity's factory, enrolled, and signs in with its password and a
 * code (ADR 0035). `demo` signs in to the demo account
 * of the role instead (made on first use), for tests about what the demo seed offers.
 */
export async function signIn(
  t: Pick<TestApp, 'app' | 'database' | 'clock'>,
  role: Role,
  { name, demo = false }: { name?: string; demo?: boolean } = {},
): Promise<SignedIn> {
  if (demo) {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role)!;
    await createUser(t.database.db, account);
    return login(t, account.email, account.password);
  }
  if (role !== 'admin') return registerFromNewIp(t.app, { role_id: ROLE_IDS[role], ...(name ? { name } : {}) });
  const email = `admin-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'blue-Harbor-42';
  await createUser(t.database.db, {
    role: 'admin',
    email,
    password,
    name: name ?? 'Ada Admin',
    totpSecret: DEMO_ADMIN_TOTP_SECRET,
  });
  return login(t, email, password);
}
