import { applicationsGrants } from '@hushwork/contract/applications/permissions';
import { fileStorageOf } from '../../platform/files/storage-from-config.ts';
import { defineModule } from '../../platform/module.ts';
import { applicationRepo } from './application.repo.ts';
import { applicationFileGuard, applicationFileKeeper } from './application-file-guard.ts';
import { applicationMails } from './applications-mails.ts';
import { applicationsProfileSection } from './applications-profile-section.ts';
import { quickApplyRoutes } from './quick-apply-routes.ts';
import { applicationRoutes } from './routes.ts';
import { demoApplicationsSeed } from './seeds/demo-applications.ts';

/**
 * Applications, responses and offers (docs/decisions/0026): a worker applies to a vacancy, its company reads the
 * response and answers with an offer, the worker approves or declines it. It joins vacancies, candidates and companies
 * through their exported directories and use cases, and reads none of their tables.
 */
export const applicationsModule = defineModule({
  name: 'applications',
  routes:
    ({ database, clock, mailer, link, limiter, config, bus, registry }) =>
    async (app) => {
      const deps = { db: database.db, clock, mailer, link, bus, registry };
      await app.register(applicationRoutes(deps));
      await app.register(quickApplyRoutes({ ...deps, limiter, storage: fileStorageOf(config) }));
    },
  permissions: Object.values(applicationsGrants).flat(),
  mails: applicationMails,
  profile: applicationsProfileSection,
  provides: {
    // A CV sent with an application is read by the companies it was sent to only (docs/decisions/0026).
    fileGuards: [applicationFileGuard],
    // And it is the applicant's own: nobody else may send or delete it (issue 23).
    fileKeepers: [applicationFileKeeper],
    // An anonymous application sends the profile, not who the person is: the company reads it while it is unlisted.
    profileShares: [{ sharedPairs: applicationRepo.appliedPairs }],
  },
  seeds: { demo: [demoApplicationsSeed] },
});
