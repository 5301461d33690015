import type { Seed } from '../../../db/seeds/run-seeds.ts';
import { loadPlaces } from './places/load-places.ts';
import { placesFixture, seedPlaces } from './seed-places.ts';
import { seedReference } from './seed-reference.ts';

/** Names and versions as the seed_runs table has recorded them since the first release: renaming one re-runs it. */
export const referenceSeed: Seed = { name: 'reference', version: 1, run: (db) => seedReference(db) };

export const placesSeed: Seed = {
  name: 'places',
  version: 1,
  async run(db, options) {
    const places = loadPlaces();
    await seedPlaces(db, options.size === 'full' ? places : placesFixture(places));
  },
};
