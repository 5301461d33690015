import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { seed_runs } from './seed-runs.schema.ts';

/**
 * `fixture`: a small sample of large data sets (places), for the tests. `storage`: the app's file storage, for a seed
 * that stores pictures (the articles'); a seed that needs it and is not given it stops with an error.
 */
export type SeedOptions = { size: 'full' | 'fixture'; storage?: FileStorage };

/**
 * Reference data a module needs on every installation. Bump `version` when its data changes: the next start
 * re-applies that seed, so every seed must be an upsert.
 */
export type Seed = {
  name: string;
  version: number;
  /**
   * Runs at every start whatever its version: for data kept in the repository's files (the blog's articles), which
   * the seed compares with what it stored itself, so an edited file shows after a restart with no version to bump.
   */
  everyStart?: boolean;
  /**
   * With `everyStart`: a digest of those files, cheap to compute (their bytes hashed, not parsed). A start whose
   * digest equals the last run's skips the seed: on the embedded database the content seed's checks were half a
   * second of every start (issue 26).
   */
  digest?: () => string;
  run(db: Db, options: SeedOptions): Promise<void>;
};

/** A demo account the start output prints, so a person can sign in at once (an admin with its authenticator's URI). */
type DemoAccount = {
  role: string;
  email: string;
  password: string;
  totp?: { secret: string; otpauth_uri: string };
};

/**
 * Demo data for local runs; running it twice creates nothing new. The configuration is there for a seed that stores
 * files (demo logos go to the app's file storage).
 */
export type DemoSeed = { name: string; run(db: Db, context: { config: Config }): Promise<readonly DemoAccount[]> };

type SeedRun = typeof seed_runs.$inferSelect;

async function record(db: Db, seed: Seed, digest: string | null) {
  await db
    .insert(seed_runs)
    .values({ name: seed.name, version: seed.version, digest })
    .onConflictDoUpdate({ target: seed_runs.name, set: { version: seed.version, digest, ran_at: new Date() } });
}

async function once(db: Db, seed: Seed, done: SeedRun | undefined, options: SeedOptions) {
  const digest = seed.everyStart ? (seed.digest?.() ?? null) : null;
  if (done && done.version >= seed.version) {
    if (!seed.everyStart || (digest !== null && done.digest === digest)) return false;
    // Checked again, not seeded again: a later start reports nothing new.
    await seed.run(db, options);
    if (digest !== done.digest) await record(db, seed, digest);
    return false;
  }
  await seed.run(db, options);
  await record(db, seed, digest);
  return true;
}

/** Runs, in order, each seed not yet applied at its version; returns the names of those it ran. */
export async function runSeeds(db: Db, seeds: readonly Seed[], options: SeedOptions = { size: 'full' }) {
  const done = new Map((await db.select().from(seed_runs)).map((run) => [run.name, run]));
  const ran: string[] = [];
  for (const seed of seeds) if (await once(db, seed, done.get(seed.name), options)) ran.push(seed.name);
  return ran;
}

export async function runDemoSeeds(db: Db, seeds: readonly DemoSeed[], config: Config) {
  const accounts: DemoAccount[] = [];
  for (const seed of seeds) accounts.push(...(await seed.run(db, { config })));
  return accounts;
}
