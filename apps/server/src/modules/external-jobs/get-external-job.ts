import type { TExternalJob } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { externalJobRepo } from './external-job.repo.ts';
import { presentExternalJob } from './present-external-job.ts';
import { ratingRepo } from './rating.repo.ts';

export type GetExternalJobOptions = UseCaseArgs<{ slug: string }>;

/** An external job's page, with its company's rating and the reader's own. */
export async function getExternalJob({ actor, input, db }: GetExternalJobOptions): Promise<TExternalJob> {
  requirePermission(actor, 'read:external-job:any');
  const row = await externalJobRepo.findBySlug(db, input.slug);
  if (!row) throw new AppError('EXTERNAL_JOB_NOT_FOUND');
  const summary = await ratingRepo.summaryOf(db, row.company_slug, actor.user_id);
  return presentExternalJob(row, { company: { name: row.company_name, slug: row.company_slug }, ...summary });
}
