import type { TCommunityMembership, TCommunityMembershipRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { myCandidate } from '../profile/lib/my-candidate.ts';
import { membershipOf } from './get-community-membership.ts';
import { communityMemberRepo } from './lib/community-member.repo.ts';

export type SetCommunityMembershipOptions = UseCaseArgs<TCommunityMembershipRequest, 'clock'> & {
  community: boolean;
};

/**
 * `PUT me/community`: the candidate joins the community directory (an approved profile only) or leaves it. Leaving
 * takes them out of every search and card at once; companies that opened them keep what was opened, which the
 * candidate closes company by company (`DELETE open-profile/{company_id}`). Joining again keeps the first date.
 */
export async function setCommunityMembership({
  actor,
  input,
  db,
  clock,
  community,
}: SetCommunityMembershipOptions): Promise<TCommunityMembership> {
  requirePermission(actor, 'update:candidate:own');
  if (!community) throw new AppError('COMMUNITY_NOT_OFFERED');
  const row = await myCandidate(db, actor);
  if (!input.joined) return membershipOf(await communityMemberRepo.setJoined(db, row.id, null));
  if (row.moderation_status !== 'approved') throw new AppError('COMMUNITY_PROFILE_NOT_APPROVED');
  if (row.community_joined_at) return membershipOf(row);
  return membershipOf(await communityMemberRepo.setJoined(db, row.id, clock.now()));
}
