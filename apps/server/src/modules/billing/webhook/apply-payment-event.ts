import { BILLING, nextPayStatus, type TPayEvent, type TPayStatus } from '@hushwork/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PaymentEvent, ProviderSubscription } from '../../../platform/payments/payment-gateway.ts';
import { companyDirectory } from '../../companies/index.ts';
import { type OrderRow, orderRepo } from '../lib/order.repo.ts';
import { raiseVacancy, turboEndOf } from '../lib/placement.ts';
import { promoCodeRepo } from '../lib/promo-code.repo.ts';
import { providerEventRepo } from '../lib/provider-event.repo.ts';
import { type SubscriptionRow, subscriptionRepo } from '../lib/subscription.repo.ts';
import type { MailingSendDeps, ResumeMailings } from '../resume-mailing/resume-mailings-port.ts';

/** What an invoice's failure says of the card: nothing more precise than a refusal. */
const GENERIC_REFUSAL = 'card_declined';

export type ApplyOutcome = 'applied' | 'duplicate' | 'unknown' | 'ignored';

/** What a paid resume mailing is told through (the resumes' port) and sends with; absent, nothing is told. */
export type MailingEffects = { mailings: ResumeMailings | undefined; send: MailingSendDeps };

/**
 * Applies one verified provider event, once: its id is recorded in the same transaction as its effect, so a retried
 * delivery (or two racing ones) changes nothing twice. Orders move only by the pay status machine, so an event
 * that arrives after a later one (a failure after the success) leaves them as they are; a subscription keeps the
 * state of the newest event it has seen.
 */
export async function applyPaymentEvent({
  db,
  clock,
  event,
  mailing,
}: {
  db: Db;
  clock: Clock;
  event: PaymentEvent;
  mailing?: MailingEffects;
}): Promise<ApplyOutcome> {
  if (event.kind === 'ignored') return 'ignored';
  try {
    return await applyOnce(db, clock, event, mailing);
  } catch (error) {
    if (error instanceof NothingOfOurs) return 'unknown';
    throw error;
  }
}

/**
 * An event about a row we do not have (yet: a subscription's creation can race our insert of it) rolls back its
 * record, so the provider's retry of it is applied once the row is there.
 */
class NothingOfOurs extends Error {}

async function applyOnce(
  db: Db,
  clock: Clock,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
  mailing: MailingEffects | undefined,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await providerEventRepo.record(tx, event.id, event.kind, now))) return 'duplicate';
    switch (event.kind) {
      case 'payment_succeeded':
      case 'payment_failed': {
        // A one-time payment's intent is its order's; a subscription period's intent only says why a card was
        // refused (its invoice's events move the order, and carry the period).
        const order =
          (await orderRepo.lockByPaymentId(tx, event.payment_id)) ??
          (event.kind === 'payment_failed' ? await orderRepo.lockByIntentId(tx, event.payment_id) : undefined);
        if (!order) throw new NothingOfOurs();
        const isPaid = await moveOrder(tx, order, event.kind === 'payment_succeeded' ? 'succeed' : 'fail', {
          at: event.at,
          now,
          ...(event.kind === 'payment_failed' ? { reject_code: event.reject_code } : {}),
        });
        if (isPaid) await oneTimePaid(tx, order, event.at, mailing);
        return 'applied';
      }
      case 'invoice_paid':
      case 'invoice_failed': {
        const subscription = await subscriptionRepo.lockByProviderId(tx, event.subscription_id);
        if (!subscription) throw new NothingOfOurs();
        const order =
          (await orderRepo.lockByPaymentId(tx, event.invoice_id)) ??
          (await renewalOrder(tx, subscription, event.invoice_id, event.amount_minor));
        if (event.kind === 'invoice_paid') {
          const isPaid = await moveOrder(tx, order, 'succeed', { at: event.at, now, paid_until: event.period_end });
          await periodPaid(tx, subscription, event.period_end, now);
          if (
            isPaid &&
            subscription.product === 'vacancy_premium' &&
            subscription.subject_id !== null &&
            event.period_end
          )
            await raiseVacancy(tx, {
              order_id: order.id,
              vacancy_id: subscription.subject_id,
              kind: 'vacancy_premium',
              ends_at: event.period_end,
            });
          if (isPaid && subscription.product === 'resume_mailing' && subscription.subject_id !== null)
            await mailing?.mailings?.paid(
              tx,
              { mailing_id: subscription.subject_id, paid_until: event.period_end },
              mailing.send,
            );
        } else {
          await moveOrder(tx, order, 'fail', { at: event.at, now, reject_code: event.reject_code });
        }
        return 'applied';
      }
      case 'subscription_changed': {
        const subscription = await subscriptionRepo.lockByProviderId(tx, event.subscription.id);
        if (!subscription) throw new NothingOfOurs();
        if (subscription.provider_event_at && event.at < subscription.provider_event_at) return 'applied';
        await subscriptionChanged(tx, subscription, event.subscription, event.at, now);
        if (
          event.subscription.status === 'canceled' &&
          subscription.product === 'resume_mailing' &&
          subscription.subject_id !== null
        )
          await mailing?.mailings?.ended(tx, subscription.subject_id, now);
        return 'applied';
      }
    }
  });
}

/**
 * One move of the pay status machine. A paid order gets its invoice number and counts its promo code's use; a
 * move the machine does not make (a failure after a success) leaves the order as it is. True when it became paid.
 */
async function moveOrder(
  db: Db,
  order: OrderRow,
  payEvent: TPayEvent,
  facts: { at: Date; now: Date; reject_code?: string; paid_until?: Date | null },
): Promise<boolean> {
  const next: TPayStatus | null = nextPayStatus(order.pay_status as TPayStatus, payEvent);
  // A period's payment intent and its invoice both report one refusal: the intent's reason is the precise one.
  if (
    !next &&
    payEvent === 'fail' &&
    order.pay_status === 'PayRejected' &&
    facts.reject_code &&
    facts.reject_code !== GENERIC_REFUSAL
  )
    await orderRepo.update(db, order.id, { reject_code: facts.reject_code }, facts.now);
  if (!next) return false;
  if (next !== 'Paid') {
    const reason =
      facts.reject_code === GENERIC_REFUSAL && order.subscription_id !== null && !order.started_at
        ? 'renewal_declined'
        : facts.reject_code;
    await orderRepo.update(db, order.id, { pay_status: next, reject_code: reason ?? null }, facts.now);
    return false;
  }
  await orderRepo.update(
    db,
    order.id,
    {
      pay_status: next,
      reject_code: null,
      paid_at: facts.at,
      paid_until: facts.paid_until ?? order.paid_until,
      invoice_number: await orderRepo.nextInvoiceNumber(db, BILLING.invoicePrefix, facts.at),
    },
    facts.now,
  );
  if (order.promo_code) {
    const code = await promoCodeRepo.findByCode(db, order.promo_code);
    if (code) await promoCodeRepo.takeUse(db, code.id);
  }
  return true;
}

/**
 * What a one-time payment buys starts when it is paid: turbo raises its vacancy for its days; a resume mailing is
 * sent, in this transaction, so it is sent exactly when it is paid.
 */
async function oneTimePaid(db: Db, order: OrderRow, paidAt: Date, mailing: MailingEffects | undefined) {
  if (order.product === 'resume_mailing' && order.subject_id !== null)
    await mailing?.mailings?.paid(db, { mailing_id: order.subject_id, paid_until: null }, mailing.send);
  if (order.product === 'turbo' && order.subject_id !== null)
    await raiseVacancy(db, {
      order_id: order.id,
      vacancy_id: order.subject_id,
      kind: 'turbo',
      ends_at: await turboEndOf(db, order.subject_id, paidAt),
    });
}

/** A renewal the provider charged on its own: a new order for the period, as the subscription's first one was. */
async function renewalOrder(db: Db, subscription: SubscriptionRow, invoiceId: string, amountMinor: number) {
  const first = (await orderRepo.latestOfSubscriptions(db, [subscription.id])).get(subscription.id);
  return orderRepo.insert(db, {
    company_id: subscription.company_id,
    user_id: subscription.user_id,
    product: subscription.product,
    tariff: subscription.tariff,
    period: subscription.period === 'week' ? null : subscription.period,
    subject_id: subscription.subject_id,
    subscription_id: subscription.id,
    list_amount_minor: amountMinor,
    amount_minor: amountMinor,
    currency: subscription.currency,
    provider_payment_id: invoiceId,
    buyer: first?.buyer ?? null,
  });
}

/** A paid period: the subscription is active to its end, and what it pays for holds (company premium posts). */
async function periodPaid(db: Db, subscription: SubscriptionRow, periodEnd: Date | null, now: Date) {
  const end =
    periodEnd && (!subscription.current_period_end || periodEnd > subscription.current_period_end)
      ? periodEnd
      : subscription.current_period_end;
  const status = subscription.status === 'canceled' ? 'canceled' : 'active';
  await subscriptionRepo.update(db, subscription.id, { status, current_period_end: end }, now);
  if (subscription.product === 'company_premium' && subscription.company_id !== null && status === 'active')
    await companyDirectory.setCanSendJobOffer(db, subscription.company_id, true);
}

async function subscriptionChanged(
  db: Db,
  subscription: SubscriptionRow,
  reported: ProviderSubscription,
  at: Date,
  now: Date,
) {
  await subscriptionRepo.update(
    db,
    subscription.id,
    {
      status: reported.status,
      current_period_end: reported.current_period_end ?? subscription.current_period_end,
      cancel_at_period_end: reported.cancel_at_period_end,
      provider_event_at: at,
    },
    now,
  );
  // Premium ended as the provider says (cancelled at the period's end, or after the last failed retry).
  if (reported.status === 'canceled' && subscription.product === 'company_premium' && subscription.company_id !== null)
    await companyDirectory.setCanSendJobOffer(db, subscription.company_id, false);
}
