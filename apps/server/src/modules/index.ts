import { adminModule } from './admin/index.ts';
import { applicationsModule } from './applications/index.ts';
import { billingModule } from './billing/index.ts';
import { candidatesModule } from './candidates/index.ts';
import { catalogsModule } from './catalogs/index.ts';
import { communityModule } from './community/index.ts';
import { companiesModule } from './companies/index.ts';
import { contentModule } from './content/index.ts';
import { externalJobsModule } from './external-jobs/index.ts';
import { favoritesModule } from './favorites/index.ts';
import { filesModule } from './files/index.ts';
import { identityModule } from './identity/index.ts';
import { messagingModule } from './messaging/index.ts';
import { resumesModule } from './resumes/index.ts';
import { resumeMailingModule } from './resumes/mailing/index.ts';
import { seoModule } from './seo/index.ts';
import { systemModule } from './system/index.ts';
import { telegramModule } from './telegram/index.ts';
import { vacanciesModule } from './vacancies/index.ts';

/**
 * The app is this list: routes, mails, jobs, sitemaps and seeds are collected from it, in this order (catalogs
 * before identity: reference data first). A new domain adds one line here and edits no other central file.
 */
export const modules = [
  systemModule,
  catalogsModule,
  identityModule,
  filesModule,
  companiesModule,
  favoritesModule,
  candidatesModule,
  vacanciesModule,
  externalJobsModule,
  applicationsModule,
  messagingModule,
  billingModule,
  communityModule,
  contentModule,
  resumesModule,
  resumeMailingModule,
  telegramModule,
  adminModule,
  seoModule,
] as const;
