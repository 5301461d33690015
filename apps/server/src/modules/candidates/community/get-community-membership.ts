import type { TCommunityMembership } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import type { CandidateRow } from '../profile/lib/candidate.repo.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';

export type GetCommunityMembershipOptions = UseCaseArgs<Record<string, never>> & { community: boolean };

export const membershipOf = (row: CandidateRow): TCommunityMembership => ({
  joined: row.community_joined_at !== null,
  joined_at: row.community_joined_at?.toISOString() ?? null,
  can_join: row.moderation_status === 'approved',
});

/** `GET me/community`: whether the signed-in candidate is in the community directory, and may join it. */
export async function getCommunityMembership({
  actor,
  db,
  community,
}: GetCommunityMembershipOptions): Promise<TCommunityMembership> {
  requirePermission(actor, 'read:candidate:own');
  if (!community) throw new AppError('COMMUNITY_NOT_OFFERED');
  return membershipOf(await myCandidate(db, actor));
}
