import { RATE_LIMITS, type TCommunityMember } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { communityDirectory } from '../candidates/index.ts';
import { communityRepo } from './lib/community.repo.ts';
import { companyReaderOf, directoryReaderOf, requireOffered } from './lib/community-reader.ts';
import { livePlanOf, opensLeftOf } from './lib/plan-state.ts';

export type OpenCommunityMemberOptions = UseCaseArgs<{ id: number }, 'clock' | 'limiter'> & { isOffered: boolean };

/**
 * `POST community/{id}/open`: any team member opens a member's name and contacts to the company for one of its
 * plan's opens, on the member's standing consent (an opening with source `community`). A member open to the company
 * already (through the directory or otherwise) costs nothing and needs no plan; the last open is taken once even by
 * two members at once (the company's opens are locked for the transaction).
 */
export async function openCommunityMember({
  actor,
  input,
  db,
  clock,
  limiter,
  isOffered,
}: OpenCommunityMemberOptions): Promise<TCommunityMember> {
  requireOffered(isOffered);
  requirePermission(actor, 'create:community-opening:own');
  const reader = await companyReaderOf(db, actor);
  await limiter.consume(RATE_LIMITS.communityOpenPerUser, `community-open:${reader.user_id}`);
  const directoryReader = directoryReaderOf(reader);
  return db.transaction(async (tx) => {
    const member = await communityDirectory.find(tx, directoryReader, input.id);
    if (!member) throw new AppError('COMMUNITY_MEMBER_NOT_FOUND');
    if (member.opened) return member;
    await communityRepo.lockCompany(tx, reader.company_id);
    const now = clock.now();
    if (!(await communityRepo.hasOpened(tx, reader.company_id, input.id))) {
      const { live } = await livePlanOf(tx, reader.company_id, reader.locale, now);
      if (!live) throw new AppError('COMMUNITY_PLAN_REQUIRED');
      if ((await opensLeftOf(tx, reader.company_id, live)) <= 0) throw new AppError('COMMUNITY_NO_OPENS_LEFT');
      await communityRepo.recordOpening(tx, {
        company_id: reader.company_id,
        candidate_id: input.id,
        opened_by_user_id: reader.user_id,
        opened_at: now,
      });
    }
    await communityDirectory.open(tx, clock, {
      candidateId: input.id,
      companyId: reader.company_id,
      byUserId: reader.user_id,
    });
    const opened = await communityDirectory.find(tx, directoryReader, input.id);
    if (!opened) throw new AppError('COMMUNITY_MEMBER_NOT_FOUND');
    return opened;
  });
}
