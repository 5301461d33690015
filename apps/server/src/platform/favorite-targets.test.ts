import { describe, expect, it } from 'vitest';
import { type FavoriteTarget, favoriteTargetOf, registerFavoriteTargets } from './favorite-targets.ts';

const target = (): FavoriteTarget => ({
  exists: async (_db, ids) => new Set(ids),
  present: async () => new Map(),
});

describe('favorite targets', () => {
  it('answers the target a module declared for a type, and nothing for a type nobody declared', () => {
    const vacancy = target();
    registerFavoriteTargets({ vacancy });
    expect(favoriteTargetOf('vacancy')).toBe(vacancy);
    expect(favoriteTargetOf('company')).toBeUndefined();
  });

  it('refuses a type declared by a second module, and takes the same declaration twice (a module imported twice)', () => {
    const candidate = target();
    registerFavoriteTargets({ candidate });
    expect(() => registerFavoriteTargets({ candidate })).not.toThrow();
    expect(() => registerFavoriteTargets({ candidate: target() })).toThrow(/candidate is declared by two modules/);
    expect(favoriteTargetOf('candidate')).toBe(candidate);
  });
});
