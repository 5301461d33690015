import type { Locale, TCommunityMember, TCommunitySearchFilters } from '@hushwork/contract';
import type { Clock } from '../../../../platform/clock.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import { openTo } from '../../consent/open-profile.ts';
import type { CandidateRow } from '../../profile/lib/candidate.repo.ts';
import { presentCards } from '../../profile/lib/present-card.ts';
import { communityMemberRepo } from './community-member.repo.ts';

/** Who reads the directory: a company's team member (its id) or an admin (null: every member, all opened). */
export type CommunityReader = { companyId: number | null; locale: Locale };

async function presentMembers(db: Db, reader: CommunityReader, rows: CandidateRow[]): Promise<TCommunityMember[]> {
  const ids = rows.map((row) => row.id);
  const [cards, skills, opened] = await Promise.all([
    presentCards(db, reader.locale, rows),
    communityMemberRepo.skillsOf(db, ids),
    reader.companyId === null ? Promise.resolve(new Set(ids)) : communityMemberRepo.openedTo(db, reader.companyId, ids),
  ]);
  // Names and contacts are read only for the cards opened to the reader: the others never leave the table.
  const identities = await communityMemberRepo.identitiesOf(
    db,
    ids.filter((id) => opened.has(id)),
  );
  return rows.map((row, i) => {
    const place = cards[i]?.places[0];
    const identity = opened.has(row.id) ? identities.get(row.id) : undefined;
    return {
      id: row.id,
      desired_position: row.desired_position,
      seniority: (row.seniority as TCommunityMember['seniority']) ?? null,
      experience: row.experience as TCommunityMember['experience'],
      english_level: row.english_level as TCommunityMember['english_level'],
      country: place ? { id: place.country_id, name: place.country_name } : null,
      skills: skills.get(row.id) ?? [],
      joined_at: (row.community_joined_at ?? row.updated_at).toISOString(),
      opened: identity !== undefined,
      name: identity?.name ?? null,
      contacts: identity
        ? {
            email: identity.email,
            phone: identity.phone,
            telegram: identity.telegram,
            linkedin: identity.linkedin,
            github: identity.github,
          }
        : null,
    };
  });
}

/**
 * The community directory's reading of candidates (ADR 0049), for the community module: members only, as the
 * reader's company may see them, anonymous unless the profile is open to it. Opening goes through the candidate's
 * consent (an opening with source `community`), so it lists in their "opened to" and closes like any other.
 */
export const communityDirectory = {
  async search(
    db: Db,
    reader: CommunityReader,
    filters: TCommunitySearchFilters,
    page: { limit: number; offset: number },
  ): Promise<{ list: TCommunityMember[]; total: number }> {
    const { rows, total } = await communityMemberRepo.search(db, reader.companyId, filters, page);
    return { list: await presentMembers(db, reader, rows), total };
  },

  /** One member's card, or undefined when the reader's company may not find them. */
  async find(db: Db, reader: CommunityReader, id: number): Promise<TCommunityMember | undefined> {
    const row = await communityMemberRepo.find(db, reader.companyId, id);
    if (!row) return undefined;
    const [member] = await presentMembers(db, reader, [row]);
    return member;
  },

  /** Puts an approved candidate in the directory from `at` (the demo seed; people use `PUT me/community`). */
  async join(db: Db, candidateId: number, at: Date): Promise<void> {
    await communityMemberRepo.setJoined(db, candidateId, at);
  },

  /** Opens a member to the company on their standing consent; `COMMUNITY_MEMBER_NOT_FOUND` when they are not one. */
  async open(
    db: Db,
    clock: Clock,
    opening: { candidateId: number; companyId: number; byUserId: number },
  ): Promise<void> {
    const row = await communityMemberRepo.find(db, opening.companyId, opening.candidateId);
    if (!row) throw new AppError('COMMUNITY_MEMBER_NOT_FOUND');
    await openTo(db, clock, row, { company_id: opening.companyId, source: 'community', by: opening.byUserId });
  },
};
