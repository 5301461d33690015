import { companiesGrants } from '@hushwork/contract/companies/permissions';
import { defineModule } from '../../platform/module.ts';
import { buildCompanySitemap } from './directory/build-company-sitemap.ts';
import { companyFavoriteTargets } from './directory/lib/company-favorites.ts';
import { companyFileKeeper } from './images/lib/company-file-keeper.ts';
import { companyProfileSection } from './profile/lib/company-profile-section.ts';
import { companyRoutes } from './routes.ts';
import { demoCompaniesSeed } from './seeds/demo-companies.ts';
import { demoCompanyLogosSeed } from './seeds/demo-company-logos.ts';
import { demoCompanyPhotosSeed } from './seeds/demo-company-photos.ts';
import { demoCompanyReviewsSeed } from './seeds/demo-company-reviews.ts';
import { claimTeamInvitation } from './team/claim-team-invitation.ts';
import { companyMails } from './team/lib/companies-mails.ts';
import { employerEraser } from './team/lib/employer-eraser.ts';

/**
 * Companies: their profiles and directory, their teams of employers, reviews and pictures, each a sub-slice with its
 * own routes (`routes.ts` lists them).
 */
export const companiesModule = defineModule({
  name: 'companies',
  routes: companyRoutes,
  permissions: Object.values(companiesGrants).flat(),
  profile: companyProfileSection,
  mails: companyMails,
  onEmailVerified: claimTeamInvitation,
  favoriteTargets: companyFavoriteTargets,
  provides: {
    // A company's pictures are its team's: files asks this domain before one is taken or deleted (issue 23).
    fileKeepers: [companyFileKeeper],
    // An admin's force-delete erases the person's place in a team (ADR 0034).
    personalDataErasers: [employerEraser],
  },
  sitemaps: [{ name: 'companies', build: buildCompanySitemap }],
  seeds: { demo: [demoCompaniesSeed, demoCompanyReviewsSeed, demoCompanyLogosSeed, demoCompanyPhotosSeed] },
});
