import { candidatesGrants } from '@hushwork/contract/candidates/permissions';
import { defineModule } from '../../platform/module.ts';
import { candidateRoutes } from './routes.ts';

/**
 * Candidates: the anonymous profiles workers keep, and whom they open them to (docs/decisions/0023). Finding
 * candidates (list, search, landing pages, sitemap, demo data) registers its own routes beside these.
 */
export const candidatesModule = defineModule({
  name: 'candidates',
  routes:
    ({ database, clock }) =>
    async (app) => {
      await app.register(candidateRoutes({ db: database.db, clock }));
    },
  permissions: Object.values(candidatesGrants).flat(),
});
