import type { TSubscription } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { payerOf } from '../lib/payer.ts';
import { presentSubscription } from '../lib/present.ts';
import { subscriptionRepo } from '../lib/subscription.repo.ts';

/** Everything the account (or its company, for any member) pays for again and again, newest first. */
export async function listSubscriptions({ actor, db }: UseCaseArgs<Record<string, never>>): Promise<TSubscription[]> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  const rows = await subscriptionRepo.listOfPayer(db, payer);
  return rows.map((row) => presentSubscription(row, actor.locale));
}
