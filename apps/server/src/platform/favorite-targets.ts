import type { TFavoriteCard, TFavoriteType } from '@hushwork/contract';
import type { Actor } from './auth/actor.ts';
import type { Db } from './db/database.ts';
import type { Registry } from './registry.ts';

/**
 * How the domain that owns a kind of favorite (companies, vacancies, candidates) lets people save it, without the
 * favorites module importing that domain: declared as `favoriteTargets` in the domain's module manifest, and called
 * with the app's registry for what the domain reads of other modules (a company card counts its vacancies).
 */
export type FavoriteTarget = {
  /**
   * Of `ids`, those `actor` may save now: they exist and anyone may see them, `actor` included. One `actor` may not
   * see (a candidate who hid from their company) is left out, so saving it answers as for an id that never existed.
   */
  exists(db: Db, ids: number[], actor: Actor, registry: Registry): Promise<Set<number>>;
  /**
   * Cards for `ids` in `actor.locale`, as `actor` may see them; an id left out is shown as no longer available.
   * A candidate's card is their anonymous view: never a name, photo or contact.
   */
  present(db: Db, ids: number[], actor: Actor, registry: Registry): Promise<Map<number, TFavoriteCard>>;
};
export type FavoriteTargets = Partial<Record<TFavoriteType, FavoriteTarget>>;
