import type { TCommunityMember } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { communityDirectory } from '../candidates/index.ts';
import { directoryReaderOf, readerOf, requireOffered } from './lib/community-reader.ts';

export type GetCommunityMemberOptions = UseCaseArgs<{ id: number }> & { isOffered: boolean };

/** `GET community/{id}`: one member's card; one 404 for "not a member", "left" and "hidden from your company". */
export async function getCommunityMember({
  actor,
  input,
  db,
  isOffered,
}: GetCommunityMemberOptions): Promise<TCommunityMember> {
  requireOffered(isOffered);
  requirePermission(actor, 'read:community-member:any');
  const reader = await readerOf(db, actor);
  const member = await communityDirectory.find(db, directoryReaderOf(reader), input.id);
  if (!member) throw new AppError('COMMUNITY_MEMBER_NOT_FOUND');
  return member;
}
