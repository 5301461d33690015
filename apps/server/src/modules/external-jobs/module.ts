import { externalJobsGrants } from '@hushwork/contract/external-jobs/permissions';
import { defineModule } from '../../platform/module.ts';
import { externalJobEraser } from './external-job-eraser.ts';
import { fetchExternalFeedsJob } from './fetch-feeds-job.ts';
import { externalJobRoutes } from './routes.ts';
import { demoExternalJobsSeed } from './seeds/demo-external-jobs.ts';

/**
 * External jobs: vacancies that live on other sites, fetched from the JSON and RSS feeds admins configure (by the
 * queue, with the platform's safe fetcher), listed and searched on their own pages; people go to them through
 * quick-apply, which records that they went, and rate the companies behind them.
 */
export const externalJobsModule = defineModule({
  name: 'external-jobs',
  routes: ({ database, limiter }) => externalJobRoutes({ db: database.db, limiter }),
  permissions: Object.values(externalJobsGrants).flat(),
  jobs: [fetchExternalFeedsJob],
  seeds: { demo: [demoExternalJobsSeed] },
  provides: { personalDataErasers: [externalJobEraser] },
});
