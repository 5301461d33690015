import { amountText, EMPLOYER_TARIFFS, employerTariffPrice, type Locale, RATE_LIMITS } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { translate } from '../../../platform/i18n/server-i18n.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';

export type SendSubscriptionEmailOptions = UseCaseArgs<{ email: string }, 'limiter' | 'mailer'> & {
  link: ModuleContext['link'];
  ip: string;
};

/** "Growth: 99 $ a month or 990 $ a year": one line per tariff, in the reader's words. */
function tariffLines(locale: Locale): string[] {
  return EMPLOYER_TARIFFS.map((tariff) =>
    translate(locale, 'Billing:offerLine', {
      tariff: translate(locale, `Billing:tariff.${tariff}`),
      month: translate(locale, 'Billing:price', { amount: amountText(employerTariffPrice(tariff, 'month'), locale) }),
      year: translate(locale, 'Billing:price', { amount: amountText(employerTariffPrice(tariff, 'year'), locale) }),
    }),
  );
}

/**
 * The pricing page's "send me the offer": the tariffs mailed to the address given, in the page's language. Anyone may
 * ask, so each address of a visitor asks a few times an hour; nothing is stored but the mail in the outbox.
 */
export async function sendSubscriptionEmail({
  actor,
  input,
  db,
  limiter,
  mailer,
  link,
  ip,
}: SendSubscriptionEmailOptions) {
  requirePermission(actor, 'read:price:any');
  await limiter.consume(RATE_LIMITS.subscriptionEmailPerIp, `subscription-email:ip:${ip}`);
  await mailer.enqueue(db, {
    to: input.email,
    locale: actor.locale,
    kind: 'tariff_offer',
    params: { name: '', tariffs: tariffLines(actor.locale), link: link(actor.locale, '/subscriptions') },
  });
  mailer.kick();
  return { ok: true as const };
}
