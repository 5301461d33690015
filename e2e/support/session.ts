import { setTimeout as delay } from 'node:timers/promises';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../../apps/server/src/modules/identity/seeds/demo-second-factor.ts';
import { SECOND_FACTOR } from '../../packages/contract/src/constants.ts';
import { sessionCookieValues } from '../../packages/contract/src/identity/session-cookies.ts';
import type { TSession } from '../../packages/contract/src/identity/user.ts';

export type Account = { email: string; password: string };

export const PASSWORD = 'Sunny-Orchard-73';
let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${++counter}@e2e.hushwork.test`;

/** The demo accounts the README lists (seeded into the embedded database), with the page each role lands on. */
export const DEMO = {
  // The demo employer owns a demo company and the demo worker has a candidate profile: each lands on its profile.
  worker: { email: 'worker@demo.hushwork.local', password: 'demo-Worker-2026', landing: '/profile/user' },
  company: { email: 'employer@demo.hushwork.local', password: 'demo-Employer-2026', landing: '/profile/employer' },
  admin: { email: 'admin@demo.hushwork.local', password: 'demo-Admin-2026', landing: '/admin/profile' },
} as const;
export type DemoRole = keyof typeof DEMO;

/** What a call answered, or an error that names the call and the whole answer (a fixture must not fail silently). */
async function dataOf<T>(what: string, response: Awaited<ReturnType<APIRequestContext['post']>>, status: number) {
  if (response.status() !== status) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Signs `context` in as `account` without the form: POST /api/auth/login from the context's client address, then
 * the very cookies the web's sign-in writes, set on the browser context.
 */
export async function signInThroughApi(
  context: BrowserContext,
  origin: string,
  account: Account,
  clientIp: string,
): Promise<TSession> {
  const session = await openSession(context.request, origin, account, clientIp);
  await useSession(context, origin, session);
  return session;
}

/**
 * A new session of `account` through POST /api/auth/login, as any API client signs in. An admin (the demo one, or one
 * enrolled with the demo secret) then sends the code its authenticator shows (ADR 0034).
 */
export async function openSession(
  request: APIRequestContext,
  origin: string,
  account: Account,
  clientIp: string,
): Promise<TSession> {
  const headers = { 'x-forwarded-for': clientIp };
  const response = await request.post(`${origin}/api/auth/login`, {
    headers,
    data: { email: account.email, password: account.password },
  });
  const answer = await dataOf<TSession | { challenge_token: string }>(`signing in ${account.email}`, response, 200);
  if (!('challenge_token' in answer)) return answer;
  const stepMs = SECOND_FACTOR.stepS * 1000;
  for (let attempt = 1; ; attempt += 1) {
    // Another worker may have taken this step's code (each is taken once): the next step's is taken too (the
    // server's tolerance), and failing that, the step after the wait brings a new one.
    const at = attempt % 2 === 0 ? Date.now() + stepMs : Date.now();
    const second = await request.post(`${origin}/api/auth/login/second-factor`, {
      headers,
      data: { challenge_token: answer.challenge_token, code: totpCodeOf(DEMO_ADMIN_TOTP_SECRET, new Date(at)) },
    });
    if (second.status() !== 422 || attempt === 4) {
      return dataOf<TSession>(`second factor of ${account.email}`, second, 200);
    }
    if (attempt % 2 === 0) await delay(stepMs - (Date.now() % stepMs) + 200);
  }
}

/** Puts `session` into `context` as the cookies the web's sign-in writes (the contract's sessionCookieValues). */
export async function useSession(context: BrowserContext, origin: string, session: TSession) {
  const values = sessionCookieValues(session, origin.startsWith('https:'), Date.now());
  await context.addCookies(values.map((value) => browserCookie(value, origin)));
}

/** A fresh account made through the API as any client may (not signed in): for tests that change account state. */
export async function registerThroughApi(
  request: APIRequestContext,
  origin: string,
  options: { role: 'worker' | 'company'; locale?: string; name?: string; email?: string },
  clientIp: string,
): Promise<Account & { session: TSession }> {
  const account = { email: options.email ?? uniqueEmail(options.role), password: PASSWORD };
  const response = await request.post(`${origin}/api/auth/register`, {
    headers: { 'x-forwarded-for': clientIp },
    data: {
      role_id: options.role === 'worker' ? 1 : 2,
      name: options.name ?? 'Taras Test',
      ...account,
      sameAsPassword: account.password,
      locale: options.locale ?? 'en',
    },
  });
  return { ...account, session: await dataOf<TSession>(`registering ${account.email}`, response, 201) };
}

/** A Set-Cookie value (`name=value; Path=/; Max-Age=…; SameSite=Lax; HttpOnly; Secure`) as Playwright's cookie. */
function browserCookie(setCookie: string, origin: string) {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const flags = new Map(
    attributes.map((attribute) => {
      const [key = '', value = ''] = attribute.split('=');
      return [key.toLowerCase(), value] as const;
    }),
  );
  const maxAge = Number(flags.get('max-age') ?? 0);
  return {
    name: pair.slice(0, separator),
    value: pair.slice(separator + 1),
    domain: new URL(origin).hostname,
    path: flags.get('path') || '/',
    expires: Math.floor(Date.now() / 1000) + maxAge,
    httpOnly: flags.has('httponly'),
    secure: flags.has('secure'),
    sameSite: (flags.get('samesite') ?? 'Lax') as 'Lax' | 'Strict' | 'None',
  };
}
