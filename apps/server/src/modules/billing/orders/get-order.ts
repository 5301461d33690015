import type { TOrder } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { payerOf } from '../lib/payer.ts';
import { presentOrder } from '../lib/present.ts';

/** One order as the provider last reported it: the payment page asks until the webhook has spoken. */
export async function getOrder({ actor, input, db }: UseCaseArgs<{ id: number }>): Promise<TOrder> {
  requirePermission(actor, 'read:order:own');
  const payer = await payerOf(db, actor, { toPay: false });
  const order = await orderRepo.findOfPayer(db, payer, input.id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return presentOrder(order, actor.locale);
}
