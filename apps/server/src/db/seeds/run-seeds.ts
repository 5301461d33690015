import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { seed_runs } from '../schema/index.ts';
import { loadPlaces } from './places/load-places.ts';
import { placesFixture, seedPlaces } from './seed-places.ts';
import { seedReference } from './seed-reference.ts';

/** Bump a version when its data changes: the next start re-applies that seed (all seeds are upserts). */
const SEED_VERSIONS = { reference: 1, places: 1 } as const;

async function once(db: Db, name: keyof typeof SEED_VERSIONS, run: () => Promise<void>) {
  const [done] = await db.select().from(seed_runs).where(eq(seed_runs.name, name));
  if (done && done.version >= SEED_VERSIONS[name]) return false;
  await run();
  await db
    .insert(seed_runs)
    .values({ name, version: SEED_VERSIONS[name] })
    .onConflictDoUpdate({ target: seed_runs.name, set: { version: SEED_VERSIONS[name], ran_at: new Date() } });
  return true;
}

export type SeedOptions = { places: 'full' | 'fixture' };

/** Reference data every installation needs: catalogs and places. Demo data is separate. */
export async function runReferenceSeeds(db: Db, options: SeedOptions = { places: 'full' }) {
  const ran: string[] = [];
  if (await once(db, 'reference', () => seedReference(db))) ran.push('reference');
  if (
    await once(db, 'places', async () => {
      const places = loadPlaces();
      await seedPlaces(db, options.places === 'full' ? places : placesFixture(places));
    })
  ) {
    ran.push('places');
  }
  return ran;
}
