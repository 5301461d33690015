import {
  FAVORITES,
  type TFavorite,
  type TFavoriteCard,
  type TFavoriteType,
  type TListFavoritesQuery,
  ZListFavoritesQuery,
} from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Registry } from '../../platform/registry.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { type FavoriteRow, favoriteRepo } from './favorite.repo.ts';

export type ListFavoritesOptions = UseCaseArgs<TListFavoritesQuery, 'registry'>;

/** Cards for a page of favorites: one call per type to the domain that owns it, never a join of its tables. */
async function cardsOf(db: Db, actor: Actor, rows: FavoriteRow[], registry: Registry) {
  const cards = new Map<string, TFavoriteCard>();
  for (const type of FAVORITES.types) {
    const ids = rows.filter((row) => row.type === type).map((row) => row.target_id);
    const target = registry.favoriteTargets.get(type);
    if (ids.length === 0 || !target) continue;
    for (const [id, card] of await target.present(db, ids, actor, registry)) cards.set(`${type}:${id}`, card);
  }
  return cards;
}

/** The signed-in user's favorites, newest first, with counts per type for the page's tabs. */
export async function listFavorites({ actor, input, db, registry }: ListFavoritesOptions) {
  requirePermission(actor, 'read:favorite:own');
  const userId = requireUser(actor).user_id;
  const { page, type, id } = ZListFavoritesQuery.parse(input);
  const [{ rows, total }, counts] = await Promise.all([
    favoriteRepo.page(
      db,
      userId,
      { type, target_id: id },
      { limit: FAVORITES.pageSize, offset: (page - 1) * FAVORITES.pageSize },
    ),
    favoriteRepo.countsOf(db, userId),
  ]);
  const cards = await cardsOf(db, actor, rows, registry);
  const list: TFavorite[] = rows.map((row) => ({
    type: row.type as TFavoriteType,
    id: row.target_id,
    created_at: row.created_at.toISOString(),
    card: cards.get(`${row.type}:${row.target_id}`) ?? null,
  }));
  return { list, total, page, pages: Math.max(1, Math.ceil(total / FAVORITES.pageSize)), counts };
}
