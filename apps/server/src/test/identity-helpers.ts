import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import type { IdentityDeps } from '../modules/identity/identity-deps.ts';
import type { Actor } from '../platform/auth/actor.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { createLinkBuilder } from '../platform/http/links.ts';
import { enqueueMail } from '../platform/mail/enqueue-mail.ts';
import { mail_outbox } from '../platform/mail/outbox.schema.ts';
import { createMemoryStore } from '../platform/rate-limit/memory-store.ts';
import { createRateLimiter } from '../platform/rate-limit/rate-limiter.ts';
import { testRegistry } from './test-registry.ts';

let counter = 0;
/** A unique, valid registration; override any field. */
export const newAccount = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    role_id: 1,
    name: 'Olena Test',
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'blue-Harbor-42',
    sameAsPassword: 'blue-Harbor-42',
    ...overrides,
  };
};

export async function register(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  locale = 'en',
  remoteAddress = '127.0.0.1',
) {
  const account = newAccount(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    headers: { 'accept-language': locale },
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const body = response.json().data;
  return { account, token: body.token as string, refresh: body.refresh_token as string, user: body.user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** GET /api/profile as the holder of `token`. */
export const profileOf = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/profile', headers: bearer(token) });

/** The newest mail to an address and the first link in it, as the recipient would click it. */
export async function lastMailTo(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mail_outbox)
    .where(eq(mail_outbox.to_email, to))
    .orderBy(desc(mail_outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  return { ...mail, link, token: link ? new URL(link).searchParams.get('token') : null };
}

/** Identity use cases wired as the app wires them, for calling a use case that has no route yet. */
export function identityDepsOf(t: { database: Database; clock: Clock }): IdentityDeps {
  return {
    db: t.database.db,
    clock: t.clock,
    limiter: createRateLimiter(createMemoryStore(t.clock)),
    mailer: {
      enqueue: async (db, mail) => void (await enqueueMail(db, mail, { mails: testRegistry.mails, clock: t.clock })),
      kick: () => {},
    },
    link: createLinkBuilder(loadConfig({ PUBLIC_URL: 'http://hushwork.test' })),
    registry: testRegistry,
  };
}

export const adminActor = (user_id = -1): Actor => ({
  role: 'admin',
  user_id,
  locale: 'en',
  session_id: -1,
  is_email_verified: true,
  via: 'bearer',
});

let ipCounter = 0;
/** A client address no other request of this process used, so one test's per-IP limits never reach another's. */
export const newIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** `register` from an address of its own: a file may register more people than one address may in an hour. */
export const registerFromNewIp = (app: FastifyInstance, overrides: Record<string, unknown> = {}, locale = 'en') =>
  register(app, overrides, locale, newIp());

/** Every mail written to an address, oldest first. */
export async function mailsTo(database: Database, to: string) {
  return database.db.select().from(mail_outbox).where(eq(mail_outbox.to_email, to)).orderBy(mail_outbox.id);
}
