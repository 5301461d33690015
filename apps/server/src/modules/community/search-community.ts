import { COMMUNITY, type TCommunitySearchFilters } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { communityDirectory } from '../candidates/index.ts';
import { directoryReaderOf, readerOf, requireOffered } from './lib/community-reader.ts';

export type SearchCommunityOptions = UseCaseArgs<TCommunitySearchFilters> & { isOffered: boolean };

/**
 * `GET community/search`: the members the reader's company may find, newest to join first, anonymous but for those
 * opened to it. Any team member searches; admins see every member.
 */
export async function searchCommunity({ actor, input, db, isOffered }: SearchCommunityOptions) {
  requireOffered(isOffered);
  requirePermission(actor, 'read:community-member:any');
  const reader = await readerOf(db, actor);
  const { list, total } = await communityDirectory.search(db, directoryReaderOf(reader), input, {
    limit: COMMUNITY.pageSize,
    offset: (input.page - 1) * COMMUNITY.pageSize,
  });
  return { list, total, page: input.page, pages: Math.ceil(total / COMMUNITY.pageSize) };
}
