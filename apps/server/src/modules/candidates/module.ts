import { candidatesGrants } from '@hushwork/contract/candidates/permissions';
import { defineModule } from '../../platform/module.ts';
import { candidateFileGuard, candidateFileKeeper } from './files/lib/candidate-file-guard.ts';
import { candidateEraser } from './profile/lib/candidate-eraser.ts';
import { candidateProfileSection } from './profile/lib/candidate-profile-section.ts';
import { candidateRoutes } from './routes.ts';
import { buildCandidateSitemap } from './search/build-candidate-sitemap.ts';
import { candidateFavoriteTargets } from './search/lib/candidate-favorites.ts';
import { demoCandidatesSeed } from './seeds/demo-candidates.ts';

/**
 * Candidates: the anonymous profiles workers keep, and whom they open them to (docs/decisions/0023). Its sub-slices
 * (profile, entries, files, search, consent, notes) each register their own routes (`routes.ts` lists them).
 */
export const candidatesModule = defineModule({
  name: 'candidates',
  routes: candidateRoutes,
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
    // An admin's force-delete erases who the candidate was (ADR 0034).
    personalDataErasers: [candidateEraser],
  },
});
