import type { Locale, Permission } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { DemoSeed, Seed } from '../db/seeds/run-seeds.ts';
import type { EventBus } from './bus/event-bus.ts';
import type { Clock } from './clock.ts';
import type { Database, Db } from './db/database.ts';
import type { EmailVerifiedHook } from './email-verified-hooks.ts';
import type { FavoriteTargets } from './favorite-targets.ts';
import type { Logger } from './logger.ts';
import type { OutgoingMail } from './mail/enqueue-mail.ts';
import type { MailBodies, MailKind } from './mail/mail-kinds.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import type { ProfileSection } from './profile-sections.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { Registry } from './registry.ts';

/** Writes a mail to the outbox inside the caller's transaction; the worker sends it after commit. */
export type Mailer = {
  enqueue<K extends MailKind>(db: Db, mail: OutgoingMail<K>): Promise<void>;
  /** Asks the worker to look at the outbox now rather than at its next tick. */
  kick(): void;
};

/** What the app hands every module when it registers its routes: one instance of each shared service. */
export type ModuleContext = {
  config: Config;
  database: Database;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  logger: Logger;
  /** Absolute link to a page of the site in a locale: `link('uk', '/new-password', { token })`. */
  link(locale: Locale, path: string, query?: Record<string, string>): string;
  /** Signs the short-lived token a cookie session gets for the realtime socket. */
  mintRealtimeToken(userId: number): string;
  /** The account a realtime token was minted for, or null (forged, expired). */
  verifyRealtimeToken(token: string): number | null;
  /** Fan-out between instances: in-process, or Redis pub/sub when REDIS_URL is set. */
  bus: EventBus;
  /** The payment provider: Stripe, the local stand-in, or (an app given neither) one that refuses every payment. */
  payments: PaymentGateway;
  /**
   * What the app collected from its modules (mails, profile sections, favorite types, sitemaps, jobs, ports): one
   * per app, passed on to the use cases that read another module through a port.
   */
  registry: Registry;
};

/** A background task run at start and then every `everyMs`; its state lives in the database, so restarts lose nothing. */
export type Job = {
  name: string;
  everyMs: number;
  run(context: JobContext): Promise<void>;
};
/** What a job runs with; `link` words absolute links for the mails a job writes (the server's start passes it). */
export type JobContext = {
  database: Database;
  clock: Clock;
  logger: Logger;
  link?: (locale: Locale, path: string, query?: Record<string, string>) => string;
  /** The server's configuration (the feeds' fetcher reads FETCH_ALLOW_LOOPBACK from it); the server's start passes it. */
  config?: Config;
  /** The app's registry: its mail catalog, and the ports a job reads of other modules. */
  registry: Registry;
};

/** A sitemap's XML, whole or in pieces as it is written (a file of 50,000 URLs is megabytes: stream it). */
export type SitemapBody = string | AsyncIterable<string>;
/** What a sitemap may know besides the data: when the web build serving the pages was made (null without one). */
export type SitemapContext = { webBuiltAt: Date | null };

/**
 * One sitemap of the index at /sitemaps/<name>.xml, built from the site's public origin and the database. One that
 * grows with the data declares `files`: the index then lists `<name>-1.xml` … `<name>-<n>.xml`, as many as `files`
 * answers when the index is read, and `build` writes the one it is given (from 1).
 */
export type Sitemap = {
  name: string;
  files?(db: Db): Promise<number>;
  build(origin: string, db: Db, file: number, context: SitemapContext): SitemapBody | Promise<SitemapBody>;
};

/**
 * What a module offers one that must not import it (it loads earlier, so the import would be a cycle). The module
 * that reads a port declares it beside its use, by declaration merging:
 * `declare module '…/platform/module.ts' { interface ModulePorts { companyVacancies: CompanyVacancies } }`, and
 * the module that provides it fills it in its manifest, `provides: { companyVacancies: {…} }`. A port whose type is
 * a list (`fileGuards: readonly FileGuard[]`) takes every provider's part; any other port has one provider at most.
 * @public The modules' merging is a use knip does not see.
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules add their ports by declaration merging.
export interface ModulePorts {}

export type ModuleDefinition = {
  /** The domain's one name: the folder here, in the contract and in the web's routes. */
  name: string;
  /** A Fastify plugin registering the module's handlers against its contract endpoints. */
  routes?: (context: ModuleContext) => FastifyPluginAsync;
  /** The permission strings the domain declares (the contract collects them into its role table). */
  permissions?: readonly Permission[];
  /** The bodies of the mails the domain sends, by kind; the platform renders and queues them. */
  mails?: MailBodies;
  jobs?: readonly Job[];
  sitemaps?: readonly Sitemap[];
  /** The domain's part of the signed-in user's profile (`company`, `employer`, `candidate`). */
  profile?: ProfileSection;
  /** Runs when an account confirms its e-mail address (a team invitation to that address is claimed, say). */
  onEmailVerified?: EmailVerifiedHook;
  /** The kinds of the domain's things a user may save to favorites (`company`), with their cards. */
  favoriteTargets?: FavoriteTargets;
  /**
   * Runs before every answer of the app leaves, its status set, whichever module answered (the admin area audits
   * what a "log in as" session did): what a client saw done is already recorded when it acts again. Errors are its
   * own to log; the answer goes out regardless.
   */
  beforeSend?: (context: ModuleContext) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** What the module offers earlier modules through their ports (`ModulePorts`); `buildRegistry` collects it. */
  provides?: Partial<ModulePorts>;
  /** Reference data every installation needs, and demo data for local runs. */
  seeds?: { reference?: readonly Seed[]; demo?: readonly DemoSeed[] };
};

export type AppModule = Readonly<ModuleDefinition>;

/**
 * A domain's manifest, frozen, and nothing else: importing a module registers nothing anywhere. The app collects
 * the manifests of its list of modules into one registry (`buildRegistry`, ADR 0032), so two apps in one process
 * with different lists share no mail kind, profile section or port.
 */
export function defineModule(definition: ModuleDefinition): AppModule {
  return Object.freeze({
    ...definition,
    ...(definition.provides ? { provides: Object.freeze({ ...definition.provides }) } : {}),
  });
}
