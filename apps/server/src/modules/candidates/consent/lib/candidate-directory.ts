import type { TCandidateCard } from '@hushwork/contract';
import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { userDirectory } from '../../../identity/index.ts';
import { type CandidateRow, candidateRepo } from '../../profile/lib/candidate.repo.ts';
import { accessOf, isListed, readerOf } from '../../profile/lib/candidate-policy.ts';
import { presentCards } from '../../profile/lib/present-card.ts';
import { demoCandidateEmailOf } from '../../seeds/demo-candidates.ts';
import { openingRepo } from './candidate-opening.repo.ts';
import { isSharedWith } from './profile-shares.ts';

/** A candidate as other domains' rules need one (applications, offers): never who the person is. */
export type DirectoryCandidate = { id: number; user_id: number; is_listed: boolean; is_outstaff: boolean };
/** A candidate's anonymous card for a reader, and whether the profile is opened to the reader's side. */
export type CandidateCardFor = { card: TCandidateCard; is_opened: boolean };

const entryOf = (row: CandidateRow): DirectoryCandidate => ({
  id: row.id,
  user_id: row.user_id,
  is_listed: isListed(row),
  is_outstaff: row.employment.includes('is_outstaffing'),
});

/**
 * What other domains may read of candidates without touching their tables. Rules that depend on the consent model
 * are answered here as `candidate-policy.ts` decides them, so an application or an offer never shows more than the
 * candidates' own pages would (docs/decisions/0023).
 */
export const candidateDirectory = {
  async findById(db: Db, id: number): Promise<DirectoryCandidate | undefined> {
    const row = await candidateRepo.findById(db, id);
    return row ? entryOf(row) : undefined;
  },

  async findByUserId(db: Db, userId: number): Promise<DirectoryCandidate | undefined> {
    const row = await candidateRepo.findByUserId(db, userId);
    return row ? entryOf(row) : undefined;
  },

  /**
   * How a company's team sees a candidate: `opened` (the profile is open to it), `anonymous` (listed, or sent to it
   * anonymously), or null (hidden from the company, or none of these), which the caller answers as "not found".
   */
  async accessOfCompany(
    db: Db,
    candidateId: number,
    companyId: number,
    registry: Registry,
  ): Promise<'opened' | 'anonymous' | null> {
    const row = await candidateRepo.findById(db, candidateId);
    if (!row || (await openingRepo.isHidden(db, row.id, companyId))) return null;
    if (await openingRepo.findOpen(db, row.id, companyId)) return 'opened';
    return isListed(row) || (await isSharedWith(db, row.id, companyId, registry)) ? 'anonymous' : null;
  },

  /** Whether the candidate hid their profile from the company: it is to learn nothing of them, not even an application. */
  isHiddenFrom: (db: Db, candidateId: number, companyId: number) => openingRepo.isHidden(db, candidateId, companyId),

  /**
   * Which of these companies the candidate's profile is open to now (and not hidden from): what the candidate's own
   * lists of applications and offers say of each company.
   */
  async openedCompanies(db: Db, candidateId: number, companyIds: readonly number[]): Promise<Set<number>> {
    const ids = [...new Set(companyIds)];
    const opened = await openingRepo.openPairs(db, [candidateId], ids);
    const hidden = await openingRepo.hiddenPairs(db, [candidateId], ids);
    return new Set(ids.filter((id) => opened.has(`${candidateId}:${id}`) && !hidden.has(`${candidateId}:${id}`)));
  },

  /**
   * The anonymous cards of the candidates `actor` may see at all, in `actor.locale`, with whether each is opened to
   * them (an admin and the owner count as opened). A candidate they may not see is left out.
   */
  async cardsFor(
    db: Db,
    actor: Actor,
    ids: readonly number[],
    registry: Registry,
  ): Promise<Map<number, CandidateCardFor>> {
    const rows = await candidateRepo.findByIds(db, [...new Set(ids)]);
    const reader = await readerOf(db, actor);
    const visible: { row: CandidateRow; is_opened: boolean }[] = [];
    for (const row of rows) {
      const access = await accessOf(db, reader, row, registry);
      if (access) visible.push({ row, is_opened: access !== 'anonymous' });
    }
    const cards = await presentCards(
      db,
      actor.locale,
      visible.map((entry) => entry.row),
    );
    return new Map(
      visible.map((entry, i) => [entry.row.id, { card: cards[i] as TCandidateCard, is_opened: entry.is_opened }]),
    );
  },

  /** The accounts of the demo seed's first `count` candidates that have their profile, in the seed's order. */
  async demoCandidateUserIds(db: Db, count: number): Promise<number[]> {
    const ids: number[] = [];
    for (let n = 0; n < count; n += 1) {
      const user = await userDirectory.findByEmail(db, demoCandidateEmailOf(n));
      if (user && (await candidateRepo.findByUserId(db, user.id))) ids.push(user.id);
    }
    return ids;
  },
};
