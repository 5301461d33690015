import type { TFavoriteType } from '@hushwork/contract';
import type { EmailVerifiedHook } from './email-verified-hooks.ts';
import type { FavoriteTarget } from './favorite-targets.ts';
import { type MailCatalog, mailCatalogOf } from './mail/mail-kinds.ts';
import type { AppModule, Job, ModulePorts, Sitemap } from './module.ts';
import type { ProfileSection } from './profile-sections.ts';

/** The ports the app's modules provide; one a module reads but no module of this app provides is absent. */
type Ports = Readonly<Partial<ModulePorts>>;

/**
 * What one app collected from its list of modules: built once by `buildRegistry`, frozen, and handed to the modules
 * (their `ModuleContext`), the jobs (`JobContext`) and the mailer. Two apps in one process have two registries.
 */
export type Registry = {
  /** The modules themselves, in the list's order: the app registers their routes from here. */
  readonly modules: readonly AppModule[];
  readonly mails: MailCatalog;
  readonly profileSections: readonly ProfileSection[];
  readonly emailVerifiedHooks: readonly EmailVerifiedHook[];
  readonly favoriteTargets: ReadonlyMap<TFavoriteType, FavoriteTarget>;
  readonly sitemaps: readonly Sitemap[];
  readonly jobs: readonly Job[];
  readonly ports: Ports;
};

/** A port whose value is a list (file guards, keepers) takes every provider's part; any other takes one provider. */
function portsOf(modules: readonly AppModule[]): Ports {
  const ports: Record<string, unknown> = {};
  const providers = new Map<string, string>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module.provides ?? {})) {
      if (value === undefined) continue;
      const known = ports[name];
      if (known === undefined) ports[name] = Array.isArray(value) ? Object.freeze([...value]) : value;
      else if (Array.isArray(known) && Array.isArray(value)) ports[name] = Object.freeze([...known, ...value]);
      else throw new Error(`port ${name} is provided by two modules: ${providers.get(name)} and ${module.name}`);
      providers.set(name, providers.has(name) ? `${providers.get(name)}, ${module.name}` : module.name);
    }
  }
  return Object.freeze(ports) as Ports;
}

function favoriteTargetsOf(modules: readonly AppModule[]): ReadonlyMap<TFavoriteType, FavoriteTarget> {
  const targets = new Map<TFavoriteType, FavoriteTarget>();
  for (const module of modules) {
    for (const [type, target] of Object.entries(module.favoriteTargets ?? {}) as [TFavoriteType, FavoriteTarget][]) {
      if (targets.has(type)) throw new Error(`favorite type ${type} is declared by two modules`);
      targets.set(type, target);
    }
  }
  return targets;
}

/**
 * The app's registry from its modules, in their order. A mail kind, a favorite type or a single port declared by two
 * modules is a bug and fails here, at build time. Nothing is required: a port nobody provides is absent, and its
 * reader behaves as the port's file says (no vacancies module: a company has no vacancies).
 */
export function buildRegistry(modules: readonly AppModule[]): Registry {
  const names = modules.map((module) => module.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`module ${twice} is listed twice`);
  return Object.freeze({
    modules: Object.freeze([...modules]),
    mails: mailCatalogOf(modules.flatMap((module) => (module.mails ? [module.mails] : []))),
    profileSections: Object.freeze(modules.flatMap((module) => (module.profile ? [module.profile] : []))),
    emailVerifiedHooks: Object.freeze(
      modules.flatMap((module) => (module.onEmailVerified ? [module.onEmailVerified] : [])),
    ),
    favoriteTargets: favoriteTargetsOf(modules),
    sitemaps: Object.freeze(modules.flatMap((module) => module.sitemaps ?? [])),
    jobs: Object.freeze(modules.flatMap((module) => module.jobs ?? [])),
    ports: portsOf(modules),
  });
}
