import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { candidateRepo } from './lib/candidate.repo.ts';
import { myCandidate } from './lib/my-candidate.ts';
import { nextPublishAt } from './lib/present-candidate.ts';

export type PublishMyCandidateOptions = { actor: Actor; db: Db; clock: Clock };

/**
 * `PATCH me/candidate/published_at`: the profile moves up the lists, which sort by this date. Once per
 * `CANDIDATES.publishIntervalS`: sooner is refused with the hours left, so the list is not a race of refreshes.
 */
export async function publishMyCandidate({ actor, db, clock }: PublishMyCandidateOptions) {
  requirePermission(actor, 'update:candidate:own');
  const row = await myCandidate(db, actor);
  const now = clock.now();
  const waitMs = nextPublishAt(row).getTime() - now.getTime();
  if (waitMs > 0) {
    const hours = Math.ceil(waitMs / 3_600_000);
    throw new AppError('PUBLISH_TOO_SOON', { params: { count: hours } });
  }
  const updated = await candidateRepo.update(db, row.id, { published_at: now });
  return { published_at: updated.published_at.toISOString(), next_publish_at: nextPublishAt(updated).toISOString() };
}
