import { defineModule } from '../../../platform/module.ts';
import { autosenderJob } from './autosender-job.ts';
import { mailingEraser } from './lib/mailing-eraser.ts';
import { mailingMails } from './mailing-mails.ts';
import { resumeMailings } from './resume-mailings.ts';
import { mailingRoutes } from './routes.ts';
import { demoMailingSeed } from './seeds/demo-mailing.ts';

/**
 * Resume mailing (issue 28): part of the resumes domain (its contract, its tables), a manifest of its own so it
 * loads after billing, which takes its payments and tells it through the `resumeMailings` port when one is paid.
 * Its permissions are the resumes domain's grants, which the resumes module declares.
 */
export const resumeMailingModule = defineModule({
  name: 'resume-mailing',
  routes: (context) => async (app) => {
    await app.register(mailingRoutes(context));
  },
  mails: mailingMails,
  jobs: [autosenderJob],
  provides: { resumeMailings, personalDataErasers: [mailingEraser] },
  seeds: { demo: [demoMailingSeed] },
});
