import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { stopMailingRenewal } from '../../billing/index.ts';
import { ownMailing } from './change-mailing.ts';
import { mailingRepo } from './lib/mailing.repo.ts';

/**
 * Deleted with its log: an `auto` one's subscription is not renewed first (so a refusal of the provider leaves the
 * mailing there to delete again, rather than a subscription charging for a mailing that is gone). Its orders stay
 * with billing, as paid orders always do.
 */
export async function deleteMailing({
  actor,
  input,
  db,
  clock,
  payments,
}: UseCaseArgs<{ id: number }, 'clock'> & { payments: PaymentGateway }): Promise<{ ok: true }> {
  requirePermission(actor, 'delete:mailing:own');
  const userId = requireUser(actor).user_id;
  const mailing = await ownMailing(db, userId, input.id);
  if (mailing.mode === 'auto') await stopMailingRenewal({ db, payments, clock }, userId, mailing.id);
  await mailingRepo.delete(db, mailing.id);
  return { ok: true };
}
