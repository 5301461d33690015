import { BILLING, money, type TEmployerTariff } from '@hushwork/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePrice } from './use-price.ts';

/** What an employer tariff gives, from the contract's figures: turbo raises a month and the hiring fee's discount. */
export function TariffIncludes({ tariff, className = '' }: { tariff: TEmployerTariff; className?: string }) {
  const { t } = useTranslation('Pricing');
  const price = usePrice();
  const { turboPerMonth, hiringDiscountPercent: percent } = BILLING.employerTariffs[tariff];
  const fee = money(BILLING.successfulHiring.feeMinor);
  const discounted = money(Math.ceil((fee.amount * (100 - percent)) / 100));
  const items = [
    t('includes.turbo', { count: turboPerMonth, days: BILLING.turbo.days }),
    percent >= 100
      ? t('includes.noHiringFee', { fee: price(fee) })
      : t('includes.hiringDiscount', {
          percent,
          fee: price(fee),
          price: price(discounted),
        }),
    t('includes.cancel'),
    t('includes.invoice'),
  ];
  return (
    <ul className={`space-y-2.5 text-sm ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
