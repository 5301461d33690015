import { identityGrants } from '@hushwork/contract/identity/permissions';
import { defineModule } from '../../platform/module.ts';
import { erasureJob } from './erasure-job.ts';
import { identityMails } from './identity-mails.ts';
import { identityRoutes } from './routes.ts';
import { demoAccountsSeed } from './seeds/demo-accounts.ts';
import { configuredProviders } from './social/configured-providers.ts';

/** Accounts, sessions, social sign-in, referrals, notification settings. */
export const identityModule = defineModule({
  name: 'identity',
  routes: ({ config, database, clock, limiter, mailer, link, mintRealtimeToken, registry }) =>
    identityRoutes(
      { providers: configuredProviders(config), db: database.db, clock, limiter, mailer, link, registry },
      mintRealtimeToken,
    ),
  permissions: Object.values(identityGrants).flat(),
  mails: identityMails,
  jobs: [erasureJob],
  seeds: { demo: [demoAccountsSeed] },
});
