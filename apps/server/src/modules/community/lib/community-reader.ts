import type { Locale } from '@hushwork/contract';
import { type Actor, requireUser } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { companyDirectory } from '../../companies/index.ts';

/** Who reads the directory: a member of a company's team, or an admin (who sees every member, as moderation does). */
export type CommunityReader =
  | { kind: 'company'; user_id: number; company_id: number; company_name: string; is_owner: boolean; locale: Locale }
  | { kind: 'admin'; user_id: number; locale: Locale };

/** With the flag off nothing of the directory is answered, before any other check. */
export function requireOffered(isOffered: boolean): void {
  if (!isOffered) throw new AppError('COMMUNITY_NOT_OFFERED');
}

/** The actor as a reader; a company account outside any team is `COMPANY_REQUIRED`. */
export async function readerOf(db: Db, actor: Actor): Promise<CommunityReader> {
  const { user_id } = requireUser(actor);
  if (actor.role === 'admin') return { kind: 'admin', user_id, locale: actor.locale };
  if (actor.role !== 'company') throw new AppError('FORBIDDEN');
  const team = await companyDirectory.membershipOf(db, user_id);
  if (!team) throw new AppError('COMPANY_REQUIRED');
  return {
    kind: 'company',
    user_id,
    company_id: team.company_id,
    company_name: team.company_name,
    is_owner: team.is_owner,
    locale: actor.locale,
  };
}

/** A company member, for the calls that act for a company (opening, plans). */
export async function companyReaderOf(db: Db, actor: Actor) {
  const reader = await readerOf(db, actor);
  if (reader.kind !== 'company') throw new AppError('FORBIDDEN');
  return reader;
}

export const directoryReaderOf = (reader: CommunityReader) => ({
  companyId: reader.kind === 'company' ? reader.company_id : null,
  locale: reader.locale,
});
