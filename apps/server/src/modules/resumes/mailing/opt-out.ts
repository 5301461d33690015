import { requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { companyDirectory } from '../../companies/index.ts';
import { userDirectory } from '../../identity/index.ts';
import { mailingRepo } from './lib/mailing.repo.ts';

async function teamOf(db: Db, userId: number | null) {
  const team = userId === null ? null : await companyDirectory.membershipOf(db, userId);
  if (!team) throw new AppError('COMPANY_REQUIRED');
  return team;
}

/** Whether the actor's company gets resume mailings: its whole team may read it. */
export async function getMailingOptOut({ actor, db }: UseCaseArgs<Record<string, never>>) {
  requirePermission(actor, 'read:mailing-opt-out:own');
  const team = await teamOf(db, actor.user_id);
  return { opted_out: await mailingRepo.isCompanyOptedOut(db, team.company_id) };
}

/** The owner stops every resume mailing to the company (or allows them again); members are told to ask the owner. */
export async function setMailingOptOut({ actor, input, db }: UseCaseArgs<{ opted_out: boolean }>) {
  requirePermission(actor, 'update:mailing-opt-out:own');
  const team = await teamOf(db, actor.user_id);
  if (!team.is_owner) throw new AppError('OWNER_ONLY');
  await mailingRepo.setCompanyOptOut(db, team.company_id, input.opted_out);
  return { opted_out: input.opted_out };
}

/**
 * The unsubscribe link of a mailing's mail: its token names the mail, whose address then gets no mailing again.
 * Whoever holds the mail may do it, nobody else (an unknown token is a 404, as a guess would be).
 */
export async function unsubscribeFromMailings({ input, db }: UseCaseArgs<{ token: string }>) {
  const line = await mailingRepo.findLogByToken(db, input.token);
  const contact = line?.contact_user_id ? await userDirectory.findById(db, line.contact_user_id) : undefined;
  if (!contact) throw new AppError('MAILING_NOT_FOUND');
  await mailingRepo.optOutAddress(db, contact.email, 'opted_out');
  return { ok: true as const };
}
