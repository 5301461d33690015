import type { Actor } from '../../../../platform/auth/actor.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { AppError } from '../../../../platform/http/app-error.ts';
import type { Registry } from '../../../../platform/registry.ts';
import { companyDirectory } from '../../../companies/index.ts';
import { openingRepo } from '../../consent/lib/candidate-opening.repo.ts';
import { isSharedWith } from '../../consent/lib/profile-shares.ts';
import type { CandidateRow } from './candidate.repo.ts';

/** Who reads a profile: the actor and, for a company account, the company whose member they are (none if blocked). */
export type Reader = { actor: Actor; companyId: number | null };

/** How a reader sees a profile: as its owner, opened (name and contacts), or anonymous. */
export type Access = 'owner' | 'opened' | 'anonymous';

export const isListed = (row: Pick<CandidateRow, 'moderation_status' | 'is_public'>) =>
  row.moderation_status === 'approved' && row.is_public;

export async function readerOf(db: Db, actor: Actor): Promise<Reader> {
  if (actor.role !== 'company' || actor.user_id === null) return { actor, companyId: null };
  const membership = await companyDirectory.membershipOf(db, actor.user_id);
  return { actor, companyId: membership?.company_id ?? null };
}

/**
 * The consent model (docs/decisions/0023): the owner sees everything; an admin sees who the person is (moderation,
 * outstaffing); a company the candidate hid the profile from sees nothing, not even that it exists; a company it is
 * opened to sees who the person is, even while a change awaits moderation, since the candidate chose to show them;
 * everyone else sees the anonymous profile, and only while it is listed (approved and public), or, for a company the
 * candidate sent it to (an anonymous application, profile-shares.ts, by the app's `registry`), as long as that stands. `null`: not to be seen,
 * answered as "not found".
 */
export async function accessOf(db: Db, reader: Reader, row: CandidateRow, registry: Registry): Promise<Access | null> {
  if (reader.actor.user_id !== null && row.user_id === reader.actor.user_id) return 'owner';
  if (reader.actor.role === 'admin') return 'opened';
  if (reader.companyId !== null) {
    const [hidden, opening] = await Promise.all([
      openingRepo.isHidden(db, row.id, reader.companyId),
      openingRepo.findOpen(db, row.id, reader.companyId),
    ]);
    if (hidden) return null;
    if (opening) return 'opened';
    if (!isListed(row) && (await isSharedWith(db, row.id, reader.companyId, registry))) return 'anonymous';
  }
  return isListed(row) ? 'anonymous' : null;
}

/** A company member's reader, for the calls a company makes about a candidate (notes, ratings, contacts). */
export function requireCompany(reader: Reader): Reader & { companyId: number } {
  if (reader.companyId === null) throw new AppError('COMPANY_MEMBER_ONLY');
  return reader as Reader & { companyId: number };
}
