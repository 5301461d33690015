import { communityGrants } from '@hushwork/contract/community/permissions';
import { defineModule } from '../../platform/module.ts';
import { communityMails } from './community-mails.ts';
import { communityRoutes } from './routes.ts';
import { demoCommunitySeed } from './seeds/demo-community.ts';

/**
 * The community directory (issue 27, ADR 0049), behind the `COMMUNITY` flag: candidates who joined, found by
 * companies with a plan, who open their names and contacts through the candidates' consent. Plans are paid through
 * billing; candidates are read through candidates' directory, never their tables.
 */
export const communityModule = defineModule({
  name: 'community',
  routes: (context) => async (app) => {
    await app.register(communityRoutes(context));
  },
  permissions: Object.values(communityGrants).flat(),
  mails: communityMails,
  seeds: { demo: [demoCommunitySeed] },
});
