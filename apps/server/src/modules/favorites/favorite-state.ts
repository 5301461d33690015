import type { ZFavoriteState } from '@hushwork/contract';
import type { z } from 'zod';

/** What a save or a removal answers. */
export type FavoriteState = z.infer<typeof ZFavoriteState>['data'];
