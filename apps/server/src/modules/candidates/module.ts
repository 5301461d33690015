import { candidatesGrants } from '@hushwork/contract/candidates/permissions';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import { defineModule } from '../../platform/module.ts';
import { buildCandidateSitemap } from './build-candidate-sitemap.ts';
import { candidateFavoriteTargets } from './candidate-favorites.ts';
import { candidateFileGuard, candidateFileKeeper } from './candidate-file-guard.ts';
import { candidateProfileSection } from './candidate-profile-section.ts';
import { entryRoutes } from './entry-routes.ts';
import { candidateFileRoutes } from './file-routes.ts';
import { candidateRoutes } from './routes.ts';
import { candidateSearchRoutes } from './search-routes.ts';
import { demoCandidatesSeed } from './seeds/demo-candidates.ts';

/**
 * Candidates: the anonymous profiles workers keep, and whom they open them to (docs/decisions/0023). Finding
 * candidates (list, search, landing pages, sitemap, demo data) registers its own routes beside these.
 */
export const candidatesModule = defineModule({
  name: 'candidates',
  routes:
    ({ database, clock, config, registry }) =>
    async (app) => {
      await app.register(candidateRoutes({ db: database.db, clock, registry }));
      await app.register(entryRoutes({ db: database.db }));
      await app.register(candidateFileRoutes({ db: database.db, storage: fileStorageOf(config), registry }));
      await app.register(candidateSearchRoutes({ db: database.db, registry }));
    },
  permissions: Object.values(candidatesGrants).flat(),
  sitemaps: [{ name: 'candidates', build: buildCandidateSitemap }],
  seeds: { demo: [demoCandidatesSeed] },
  profile: candidateProfileSection,
  favoriteTargets: candidateFavoriteTargets,
  provides: {
    // The photo and CV are private: the files module asks this domain who may read them.
    fileGuards: [candidateFileGuard],
    // And they are the candidate's own: nobody else may take or delete them (issue 23).
    fileKeepers: [candidateFileKeeper],
  },
});
