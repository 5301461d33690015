import { EXTERNAL_JOBS, type TExternalJobsFilters } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { externalJobRepo } from './external-job.repo.ts';
import { presentExternalCard } from './present-external-job.ts';

export type ListExternalJobsOptions = UseCaseArgs<TExternalJobsFilters>;

/** A page of external jobs, newest first, matching the search and filters; and the sources for the filter. */
export async function listExternalJobs({ actor, input, db }: ListExternalJobsOptions) {
  requirePermission(actor, 'read:external-job:any');
  const { page, ...filters } = input;
  const limit = EXTERNAL_JOBS.pageSize;
  const [{ rows, total }, sources] = await Promise.all([
    externalJobRepo.page(db, filters, { limit, offset: (page - 1) * limit }),
    externalJobRepo.sources(db, EXTERNAL_JOBS.feedsMax),
  ]);
  return {
    list: rows.map(presentExternalCard),
    total,
    page,
    pages: Math.min(Math.ceil(total / limit), EXTERNAL_JOBS.pagesMax),
    sources,
  };
}
