import type { TExternalCompanyRating } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { externalJobRepo } from './external-job.repo.ts';
import { ratingRepo } from './rating.repo.ts';

export type RateExternalCompanyOptions = UseCaseArgs<{ slug: string; rating: number }>;

/** A signed-in account's rating of the company behind external jobs, 1 to 5; rating again replaces it. */
export async function rateExternalCompany({
  actor,
  input,
  db,
}: RateExternalCompanyOptions): Promise<TExternalCompanyRating> {
  requirePermission(actor, 'create:external-company-rating:own');
  const user = requireUser(actor);
  const name = await externalJobRepo.companyName(db, input.slug);
  if (name === undefined) throw new AppError('EXTERNAL_COMPANY_NOT_FOUND');
  await ratingRepo.save(db, { company_slug: input.slug, user_id: user.user_id, rating: input.rating });
  return { company: { name, slug: input.slug }, ...(await ratingRepo.summaryOf(db, input.slug, user.user_id)) };
}
