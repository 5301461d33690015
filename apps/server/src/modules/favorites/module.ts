import { favoritesGrants } from '@hushwork/contract/favorites/permissions';
import { defineModule } from '../../platform/module.ts';
import { favoritesProfileSection } from './favorites-profile-section.ts';
import { favoriteRoutes } from './routes.ts';

/**
 * Favorites: what an account saved of other domains' things. Those domains declare their types in their manifests
 * (`favoriteTargets`, platform/favorite-targets.ts), so this module imports none of them.
 */
export const favoritesModule = defineModule({
  name: 'favorites',
  routes:
    ({ database }) =>
    async (app) => {
      await app.register(favoriteRoutes({ db: database.db }));
    },
  permissions: Object.values(favoritesGrants).flat(),
  profile: favoritesProfileSection,
});
