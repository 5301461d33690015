import type { Config } from './config.ts';
import { runDemoSeeds, runSeeds, type SeedOptions } from './db/seeds/run-seeds.ts';
import { modules } from './modules/index.ts';
import type { Db } from './platform/db/database.ts';

/** Reference data every installation needs, as the modules declare it, in the order of the module list. */
export const runReferenceSeeds = (db: Db, options?: SeedOptions) =>
  runSeeds(
    db,
    modules.flatMap((module) => module.seeds?.reference ?? []),
    options,
  );

/** Demo data of every module; returns the accounts to print. */
export const seedDemo = (db: Db, config: Config) =>
  runDemoSeeds(
    db,
    modules.flatMap((module) => module.seeds?.demo ?? []),
    config,
  );
