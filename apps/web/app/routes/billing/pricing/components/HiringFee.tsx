import { BILLING, money } from '@hushwork/contract';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../../../components/billing/use-price.ts';

/** The successful-hire fee the tariffs discount, said once under them (spec section 1's successful-hiring payments). */
export function HiringFee() {
  const { t } = useTranslation('Pricing');
  const price = usePrice();
  const { feeMinor, payWithinDays } = BILLING.successfulHiring;
  return (
    <p className="mt-6 flex items-start gap-3 rounded-xl bg-white p-4 text-sm text-muted ring-1 ring-neutral-200">
      <Handshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
      <span>{t('hiringFee', { fee: price(money(feeMinor)), count: payWithinDays })}</span>
    </p>
  );
}
