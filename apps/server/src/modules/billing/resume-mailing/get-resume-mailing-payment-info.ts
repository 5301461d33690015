import { resumeMailingPrice, type TResumeMailingPaymentInfo } from '@hushwork/contract';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { presentOrder } from '../lib/present.ts';
import { mailingOrderRepo } from './mailing-order.repo.ts';
import { ownMailing } from './mailing-payer.ts';

/** The checkout's facts about one mailing: its price, its period, and how its newest payment stands. */
export async function getResumeMailingPaymentInfo({
  actor,
  input,
  db,
  registry,
}: UseCaseArgs<{ id: number }, 'registry'>): Promise<TResumeMailingPaymentInfo> {
  const mailing = await ownMailing(db, actor, registry, input.id);
  const order = await mailingOrderRepo.latestOrder(db, actor.user_id ?? 0, mailing.id);
  return {
    mailing_id: mailing.id,
    mode: mailing.mode,
    price: resumeMailingPrice(mailing.mode),
    period: mailing.mode === 'auto' ? 'month' : null,
    order: order ? presentOrder(order, actor.locale) : null,
  };
}
