import { employerTariffPrice, perMonth, type TEmployerTariff, yearlySaving } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { TariffIncludes } from '../../../../components/billing/TariffIncludes.tsx';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { useLocalePath } from '../../../../lib/use-locale.ts';

/** The tariff most companies take: its card is the highlighted one. */
export const RECOMMENDED_TARIFF: TEmployerTariff = 'growth';

/** One employer tariff: its monthly price, its yearly price per month and what a year saves, what it includes. */
export function TariffCard({ tariff, isRecommended }: { tariff: TEmployerTariff; isRecommended: boolean }) {
  const { t } = useTranslation('Pricing');
  const price = usePrice();
  const to = useLocalePath();
  const monthly = employerTariffPrice(tariff, 'month');
  const yearly = employerTariffPrice(tariff, 'year');
  const name = t(`Billing:tariff.${tariff}`);
  const headingId = `tariff-${tariff}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8 ${
        isRecommended ? 'border-brand shadow-lg ring-1 ring-brand' : 'border-neutral-200'
      }`}
    >
      {isRecommended ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand px-3 py-0.5 text-xs font-semibold text-ink">
          {t('recommended')}
        </p>
      ) : null}
      <h3 id={headingId} className="text-xl font-bold">
        {name}
      </h3>
      <p className="mt-1 text-sm text-muted">{t(`tariffs.${tariff}`)}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight">{price(monthly)}</span>
        <span className="text-muted">{t('perMonth')}</span>
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span>{t('yearly', { price: price(yearly), perMonth: price(perMonth(yearly)) })}</span>
        <StatusBadge tone="good">{t('save', { percent: yearlySaving(monthly, yearly) })}</StatusBadge>
      </p>
      <h4 className="mt-6 border-t border-neutral-200 pt-6 text-sm font-semibold">{t('includesTitle')}</h4>
      <TariffIncludes tariff={tariff} className="mt-3 flex-1" />
      <Button
        to={to(`/subscriptions/${tariff}`)}
        variant={isRecommended ? 'primary' : 'secondary'}
        size="lg"
        className="mt-8 w-full"
      >
        {t('choose', { tariff: name })}
      </Button>
    </article>
  );
}
