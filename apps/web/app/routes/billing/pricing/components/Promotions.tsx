import {
  BILLING,
  companyPremiumPrice,
  perMonth,
  turboPrice,
  VACANCY_PREMIUM_TARIFFS,
  vacancyPremiumPrice,
} from '@hushwork/contract';
import { Building2, type LucideIcon, Rocket, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Buyer } from '../../../../components/billing/buyer.ts';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { useIsLive } from '../../../../components/layout/use-is-live.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

function PromotionCard({
  icon: Icon,
  title,
  price,
  unit,
  children,
}: {
  icon: LucideIcon;
  title: string;
  price: string;
  unit: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-2xl font-bold">{price}</span>
        <span className="text-sm text-muted">{unit}</span>
      </p>
      <div className="mt-3 flex flex-1 flex-col text-sm text-muted">{children}</div>
    </li>
  );
}

/**
 * What a company buys without a tariff: turbo and premium placement for one vacancy, and company premium where this
 * deployment offers it (spec sections 1 and 9: off by default).
 */
export function Promotions({ isCompanyPremium, buyer }: { isCompanyPremium: boolean; buyer: Buyer }) {
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const isLive = useIsLive();
  const price = usePrice();
  const [week, month] = VACANCY_PREMIUM_TARIFFS.map((tariff) => price(vacancyPremiumPrice(tariff)));
  const premiumYear = companyPremiumPrice('year');
  return (
    <section aria-labelledby="promotions-title" className="mx-auto mt-16 max-w-4xl">
      <h2 id="promotions-title" className="text-2xl font-bold">
        {t('promotions.title')}
      </h2>
      <p className="mt-1 text-muted">{t('promotions.lead')}</p>
      <ul className={`mt-6 grid gap-4 sm:grid-cols-2 ${isCompanyPremium ? 'lg:grid-cols-3' : ''}`}>
        <PromotionCard icon={Rocket} title={t('Billing:product.turbo')} price={price(turboPrice())} unit={t('oneOff')}>
          <p>{t('promotions.turbo', { count: BILLING.turbo.days })}</p>
          {isLive('/turbo-1') ? (
            <Button to={to('/turbo-1')} variant="secondary" size="sm" className="mt-4 self-start">
              {t('promotions.turboPay')}
            </Button>
          ) : null}
        </PromotionCard>
        <PromotionCard icon={Star} title={t('Billing:product.vacancy_premium')} price={week ?? ''} unit={t('perWeek')}>
          <p>{t('promotions.vacancyPremium', { month })}</p>
        </PromotionCard>
        {isCompanyPremium ? (
          <PromotionCard
            icon={Building2}
            title={t('Billing:product.company_premium')}
            price={price(companyPremiumPrice('month'))}
            unit={t('perMonth')}
          >
            <p>
              {t('promotions.companyPremium', {
                year: price(premiumYear),
                perMonth: price(perMonth(premiumYear)),
              })}
            </p>
            {buyer === 'owner' && isLive('/profile/payment/company') ? (
              <Button to={to('/profile/payment/company')} variant="secondary" size="sm" className="mt-4 self-start">
                {t('promotions.companyPremiumPay')}
              </Button>
            ) : null}
          </PromotionCard>
        ) : null}
      </ul>
    </section>
  );
}
