import type { Db } from '../../../../platform/db/database.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { candidateRepo } from '../../profile/lib/candidate.repo.ts';
import { isListed } from '../../profile/lib/candidate-policy.ts';
import { openingRepo } from './candidate-opening.repo.ts';
import { sharedPairs } from './profile-shares.ts';

/**
 * A candidate as a conversation shows them (messaging): the anonymous `label` always, `name` only for a reader the
 * consent model opens the profile to (ADR 0023). `slug` only while the reader may open the profile page. `user_id` is
 * for the messaging module's own use (who the room's candidate side is) and never leaves the server.
 */
export type ConversationCandidate = {
  id: number;
  user_id: number;
  slug: string | null;
  label: string;
  name: string | null;
  /** The profile is open to the room's company: contacts and links may be written in the room. */
  is_opened: boolean;
  /** The candidate hid the profile from the room's company: the company sees neither it nor the room. */
  is_hidden: boolean;
  is_listed: boolean;
  /** The candidate sent the room's company their anonymous profile (an application): it may read it, unlisted too. */
  is_shared: boolean;
  /** Employed through the platform's outstaffing: its admins speak for the candidate. */
  is_outstaff: boolean;
};

export type ConversationReader = 'company' | 'candidate' | 'admin';

/**
 * What messaging may know of the candidates of a page of rooms, decided as `accessOf` decides it
 * (candidate-policy.ts) in a few queries whatever the page's size. A company's members see the name only where the
 * profile is open to that company, and nothing where the candidate hid from it; the candidate and admins (moderation,
 * outstaffing) see the name. Keyed `candidate:company`, one per room.
 */
export async function conversationCandidates(
  db: Db,
  reader: ConversationReader,
  pairs: readonly { candidate_id: number; company_id: number }[],
  registry: Registry,
): Promise<Map<string, ConversationCandidate>> {
  const candidateIds = pairs.map((pair) => pair.candidate_id);
  const companyIds = pairs.map((pair) => pair.company_id);
  const [rows, opened, hidden] = await Promise.all([
    candidateRepo.findByIds(db, candidateIds),
    openingRepo.openPairs(db, candidateIds, companyIds),
    openingRepo.hiddenPairs(db, candidateIds, companyIds),
  ]);
  const shared = await sharedPairs(db, candidateIds, companyIds, registry);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const isOpenedPair = (key: string) => opened.has(key) && !hidden.has(key);
  const named = pairs.filter((pair) => reader !== 'company' || isOpenedPair(`${pair.candidate_id}:${pair.company_id}`));
  const names = await candidateRepo.namesOf(
    db,
    named.map((pair) => pair.candidate_id),
  );
  const result = new Map<string, ConversationCandidate>();
  for (const pair of pairs) {
    const row = byId.get(pair.candidate_id);
    if (!row) continue;
    const key = `${pair.candidate_id}:${pair.company_id}`;
    const isOpened = isOpenedPair(key);
    const seesWho = reader !== 'company' || isOpened;
    result.set(key, {
      id: row.id,
      user_id: row.user_id,
      // An anonymous applicant's page is the room's company's to read even while it is not listed (profile-shares.ts).
      slug: seesWho || isListed(row) || shared.has(key) ? row.slug : null,
      label: row.desired_position,
      name: seesWho ? (names.get(row.id) ?? null) : null,
      is_opened: isOpened,
      is_hidden: hidden.has(key),
      is_listed: isListed(row),
      is_shared: shared.has(key),
      is_outstaff: row.employment.includes('is_outstaffing'),
    });
  }
  return result;
}

/** A worker's own profile, if they saved one. */
export async function candidateOfUser(db: Db, userId: number) {
  const row = await candidateRepo.findByUserId(db, userId);
  return row ? { id: row.id, is_outstaff: row.employment.includes('is_outstaffing') } : undefined;
}

/** The candidates who hid their profile from a company: its members see none of their rooms. */
export const candidatesHiddenFrom = (db: Db, companyId: number) => openingRepo.hiddenFrom(db, companyId);
