import type { TFavoriteCard, TFavoriteType } from '@hushwork/contract';
import type { Actor } from './auth/actor.ts';
import type { Db } from './db/database.ts';

/**
 * How the domain that owns a kind of favorite (companies, vacancies, candidates) lets people save it, without the
 * favorites module importing that domain: declared as `favoriteTargets` in the domain's module manifest.
 */
export type FavoriteTarget = {
  /**
   * Of `ids`, those `actor` may save now: they exist and anyone may see them, `actor` included. One `actor` may not
   * see (a candidate who hid from their company) is left out, so saving it answers as for an id that never existed.
   */
  exists(db: Db, ids: number[], actor: Actor): Promise<Set<number>>;
  /**
   * Cards for `ids` in `actor.locale`, as `actor` may see them; an id left out is shown as no longer available.
   * A candidate's card is their anonymous view: never a name, photo or contact.
   */
  present(db: Db, ids: number[], actor: Actor): Promise<Map<number, TFavoriteCard>>;
};
export type FavoriteTargets = Partial<Record<TFavoriteType, FavoriteTarget>>;

const targets = new Map<TFavoriteType, FavoriteTarget>();

/** Called by `defineModule`. A type declared by two modules is two domains claiming one thing, a bug. */
export function registerFavoriteTargets(declared: FavoriteTargets) {
  for (const [type, target] of Object.entries(declared) as [TFavoriteType, FavoriteTarget][]) {
    const known = targets.get(type);
    if (known && known !== target) throw new Error(`Favorite type ${type} is declared by two modules`);
    targets.set(type, target);
  }
}

/** The domain's side of a type, or undefined while no module declares it (nothing of that type can be saved yet). */
export const favoriteTargetOf = (type: TFavoriteType): FavoriteTarget | undefined => targets.get(type);
