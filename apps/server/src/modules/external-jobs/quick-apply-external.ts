import { RATE_LIMITS } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { externalJobRepo } from './external-job.repo.ts';

export type QuickApplyExternalOptions = UseCaseArgs<{ vacancy: number; email?: string | undefined }, 'limiter'> & {
  ip: string;
};

/**
 * Sends a job seeker on to an external job's own page, where they apply; we only learn that they went. A signed-in
 * job seeker is recorded by account (an e-mail they send is ignored: their account has one); a guest gives the e-mail
 * their interest is recorded under, and is not signed up by it. Company accounts and admins do not apply. The first
 * click per person and job is kept, so a double click counts once; clicks are limited per address.
 */
export async function quickApplyExternal({ actor, input, db, limiter, ip }: QuickApplyExternalOptions) {
  requirePermission(actor, 'create:external-application:own');
  if (actor.user_id === null && !input.email) {
    throw new AppError('EXTERNAL_APPLY_EMAIL_REQUIRED', { fields: { email: [{ key: 'validation:required' }] } });
  }
  await limiter.consume(RATE_LIMITS.externalQuickApplyPerIp, `external-apply:ip:${ip}`);
  const job = await externalJobRepo.findById(db, input.vacancy);
  if (!job) throw new AppError('EXTERNAL_JOB_NOT_FOUND');
  await externalJobRepo.recordApplication(db, {
    external_job_id: job.id,
    user_id: actor.user_id,
    email: actor.user_id === null ? (input.email ?? null) : null,
  });
  return { url: job.url };
}
