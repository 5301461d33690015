import { favoritesGrants } from '@hushwork/contract/favorites/permissions';
import { defineModule } from '../../platform/module.ts';
import { favoritesProfileSection } from './favorites-profile-section.ts';
import { favoriteRoutes } from './routes.ts';

/**
 * Favorites: what an account saved of other domains' things. Those domains declare their types in their manifests
 * (`favoriteTargets`, platform/favorite-targets.ts), which reach it through the app's registry, so this module
 * imports none of them.
 */
export const favoritesModule = defineModule({
  name: 'favorites',
  routes:
    ({ database, registry }) =>
    async (app) => {
      await app.register(favoriteRoutes({ db: database.db, registry }));
    },
  permissions: Object.values(favoritesGrants).flat(),
  profile: favoritesProfileSection,
});
