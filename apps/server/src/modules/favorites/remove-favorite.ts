import type { TFavoriteType } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { favoriteRepo } from './favorite.repo.ts';
import type { FavoriteState } from './favorite-state.ts';

export type RemoveFavoriteOptions = UseCaseArgs<{ type: TFavoriteType; id: number }>;

/**
 * Forgets a saved thing. No check that it still exists: a thing that was removed or hidden must stay removable from
 * the list, and forgetting what is not saved leaves the state the user asked for.
 */
export async function removeFavorite({ actor, input, db }: RemoveFavoriteOptions): Promise<FavoriteState> {
  requirePermission(actor, 'delete:favorite:own');
  const userId = requireUser(actor).user_id;
  await favoriteRepo.remove(db, { user_id: userId, type: input.type, target_id: input.id });
  return {
    type: input.type,
    id: input.id,
    is_favorite: false,
    favorites_count: await favoriteRepo.countOf(db, userId),
  };
}
