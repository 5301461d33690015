import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Logger } from '../../../platform/logger.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { applyPaymentEvent, type MailingEffects } from './apply-payment-event.ts';

/**
 * The provider's webhook: nobody signs in to it, so the signature over the raw body is its authorization (checked
 * by the gateway before anything is read). An event about something we do not know is answered too: the provider
 * would otherwise retry it for days.
 */
export async function receivePaymentEvent({
  db,
  clock,
  payments,
  logger,
  rawBody,
  signature,
  mailing,
  onApplied,
}: {
  db: Db;
  clock: Clock;
  payments: PaymentGateway;
  logger: Logger;
  rawBody: string;
  signature: string | undefined;
  mailing?: MailingEffects;
  /** After the event's effect committed (mail it wrote goes out now rather than at the outbox's next pass). */
  onApplied?: () => void;
}): Promise<{ received: true }> {
  const event = await payments.readEvent(rawBody, signature);
  const outcome = await applyPaymentEvent({ db, clock, event, ...(mailing ? { mailing } : {}) });
  if (outcome === 'applied') onApplied?.();
  // A subscription's own payment intents, and its creation racing our row of it, are none of ours to act on.
  if (outcome === 'unknown')
    logger.info({ event_id: event.id, kind: event.kind }, 'a payment event about nothing we know');
  return { received: true };
}
