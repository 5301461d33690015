import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { runSeeds, type Seed } from './run-seeds.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});

/** A seed that counts its runs, at a version, every start or not, with the digest a test sets. */
function countingSeed(name: string, overrides: Partial<Seed> = {}) {
  const state = { runs: 0, digest: 'files-1' };
  const seed: Seed = {
    name,
    version: 1,
    run: async () => {
      state.runs++;
    },
    ...overrides,
  };
  return { seed, state };
}

describe('seeds at a start', () => {
  it('runs a seed once per version', async () => {
    const { seed, state } = countingSeed('test-versioned');
    expect(await runSeeds(database.db, [seed])).toEqual(['test-versioned']);
    expect(await runSeeds(database.db, [seed])).toEqual([]);
    expect(state.runs).toBe(1);
    expect(await runSeeds(database.db, [{ ...seed, version: 2 }])).toEqual(['test-versioned']);
    expect(state.runs).toBe(2);
  });

  it('runs an every-start seed again only when the digest of its files changed', async () => {
    const { seed, state } = countingSeed('test-files');
    const withDigest: Seed = { ...seed, everyStart: true, digest: () => state.digest };
    await runSeeds(database.db, [withDigest]);
    await runSeeds(database.db, [withDigest]);
    expect(state.runs).toBe(1);
    state.digest = 'files-2';
    // Checked again, not reported as newly seeded.
    expect(await runSeeds(database.db, [withDigest])).toEqual([]);
    expect(state.runs).toBe(2);
    await runSeeds(database.db, [withDigest]);
    expect(state.runs).toBe(2);
  });

  it('runs an every-start seed without a digest at every start', async () => {
    const { seed, state } = countingSeed('test-always', { everyStart: true });
    await runSeeds(database.db, [seed]);
    await runSeeds(database.db, [seed]);
    await runSeeds(database.db, [seed]);
    expect(state.runs).toBe(3);
  });
});
