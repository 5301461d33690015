import { FAVORITES, type TFavoriteType } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { favoriteRepo } from './favorite.repo.ts';
import type { FavoriteState } from './favorite-state.ts';

/** The registry's favorite targets: the domain that owns the type says what may be saved. */
export type AddFavoriteOptions = UseCaseArgs<{ type: TFavoriteType; id: number }, 'registry'>;

/**
 * Saves a thing its domain says anyone may see now. Saving it again answers the same and keeps the first date, so a
 * double click or a retried request does no harm.
 */
export async function addFavorite({ actor, input, db, registry }: AddFavoriteOptions): Promise<FavoriteState> {
  requirePermission(actor, 'create:favorite:own');
  const userId = requireUser(actor).user_id;
  const target = registry.favoriteTargets.get(input.type);
  if (!target || !(await target.exists(db, [input.id], actor, registry)).has(input.id))
    throw new AppError('FAVORITE_TARGET_NOT_FOUND');
  const key = { user_id: userId, type: input.type, target_id: input.id };
  return db.transaction(async (tx) => {
    if (!(await favoriteRepo.has(tx, key))) {
      if ((await favoriteRepo.countOf(tx, userId)) >= FAVORITES.perUserMax)
        throw new AppError('FAVORITES_LIMIT_REACHED');
      await favoriteRepo.add(tx, key);
    }
    return {
      type: input.type,
      id: input.id,
      is_favorite: true,
      favorites_count: await favoriteRepo.countOf(tx, userId),
    };
  });
}
