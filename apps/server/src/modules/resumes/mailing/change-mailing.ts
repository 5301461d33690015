import type { TMailing } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { type MailingRow, mailingRepo } from './lib/mailing.repo.ts';
import { presentMailing } from './lib/present-mailing.ts';

async function ownMailing(db: UseCaseArgs<unknown>['db'], userId: number, id: number): Promise<MailingRow> {
  const row = await mailingRepo.findOfUser(db, userId, id);
  if (!row) throw new AppError('MAILING_NOT_FOUND');
  return row;
}

/**
 * Sending again after a pause: only a paid mailing with something left to send (an `auto` one within its paid
 * period; a one-time one is sent whole the moment it is paid).
 */
export async function activateMailing({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number }, 'clock'>): Promise<TMailing> {
  requirePermission(actor, 'update:mailing:own');
  const mailing = await ownMailing(db, requireUser(actor).user_id, input.id);
  if (mailing.status === 'active') return presentMailing(db, mailing);
  const now = clock.now();
  const isPaidNow = mailing.mode === 'auto' && mailing.paid_until !== null && mailing.paid_until > now;
  if (mailing.status !== 'inactive' || !isPaidNow) throw new AppError('MAILING_NOT_PAID');
  return presentMailing(db, await mailingRepo.update(db, mailing.id, { status: 'active' }, now));
}

/** A pause: nothing more is sent until it is activated again (a mailing not sending stays as it is). */
export async function deactivateMailing({
  actor,
  input,
  db,
  clock,
}: UseCaseArgs<{ id: number }, 'clock'>): Promise<TMailing> {
  requirePermission(actor, 'update:mailing:own');
  const mailing = await ownMailing(db, requireUser(actor).user_id, input.id);
  if (mailing.status !== 'active') return presentMailing(db, mailing);
  return presentMailing(db, await mailingRepo.update(db, mailing.id, { status: 'inactive' }, clock.now()));
}

export { ownMailing };
