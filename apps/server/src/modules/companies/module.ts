import { companiesGrants } from '@hushwork/contract/companies/permissions';
import { defineModule } from '../../platform/module.ts';
import { companyProfileSection } from './company-profile-section.ts';
import { reviewRoutes } from './review-routes.ts';
import { companyRoutes } from './routes.ts';
import { demoCompaniesSeed } from './seeds/demo-companies.ts';
import { demoCompanyReviewsSeed } from './seeds/demo-company-reviews.ts';

/** Companies, their teams of employers and join requests (reviews and images follow in this domain). */
export const companiesModule = defineModule({
  name: 'companies',
  routes:
    ({ database, clock }) =>
    async (app) => {
      await app.register(companyRoutes({ db: database.db, clock }));
      await app.register(reviewRoutes({ db: database.db }));
    },
  permissions: Object.values(companiesGrants).flat(),
  profile: companyProfileSection,
  seeds: { demo: [demoCompaniesSeed, demoCompanyReviewsSeed] },
});
