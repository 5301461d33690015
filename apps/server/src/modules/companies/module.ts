import { companiesGrants } from '@hushwork/contract/companies/permissions';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import { defineModule } from '../../platform/module.ts';
import { buildCompanySitemap } from './build-company-sitemap.ts';
import { claimTeamInvitation } from './claim-team-invitation.ts';
import { companyMails } from './companies-mails.ts';
import { companyFavoriteTargets } from './company-favorites.ts';
import { companyFileKeeper } from './company-file-keeper.ts';
import { companyImageRoutes } from './company-image-routes.ts';
import { companyProfileSection } from './company-profile-section.ts';
import { reviewRoutes } from './review-routes.ts';
import { companyRoutes } from './routes.ts';
import { demoCompaniesSeed } from './seeds/demo-companies.ts';
import { demoCompanyLogosSeed } from './seeds/demo-company-logos.ts';
import { demoCompanyPhotosSeed } from './seeds/demo-company-photos.ts';
import { demoCompanyReviewsSeed } from './seeds/demo-company-reviews.ts';

/** Companies, their teams of employers and join requests (reviews and images follow in this domain). */
export const companiesModule = defineModule({
  name: 'companies',
  routes:
    ({ database, clock, config, mailer, link, registry }) =>
    async (app) => {
      await app.register(companyRoutes({ db: database.db, clock, mailer, link, registry }));
      await app.register(reviewRoutes({ db: database.db }));
      await app.register(companyImageRoutes({ db: database.db, storage: fileStorageOf(config), registry }));
    },
  permissions: Object.values(companiesGrants).flat(),
  profile: companyProfileSection,
  mails: companyMails,
  onEmailVerified: claimTeamInvitation,
  favoriteTargets: companyFavoriteTargets,
  provides: {
    // A company's pictures are its team's: files asks this domain before one is taken or deleted (issue 23).
    fileKeepers: [companyFileKeeper],
  },
  sitemaps: [{ name: 'companies', build: buildCompanySitemap }],
  seeds: { demo: [demoCompaniesSeed, demoCompanyReviewsSeed, demoCompanyLogosSeed, demoCompanyPhotosSeed] },
});
