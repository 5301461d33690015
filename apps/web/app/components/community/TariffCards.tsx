import type { TCommunityTariff } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../billing/use-price.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';

/**
 * The community plans side by side: each one's price in the reader's locale (the demo is free), its length and its
 * opens; `actionOf` adds what the reader may do with a plan (start the demo, buy, ask the owner), `badgeOf` a word
 * on the company's current one.
 */
export function TariffCards({
  tariffs,
  actionOf,
  badgeOf,
}: {
  tariffs: readonly TCommunityTariff[];
  actionOf?: (tariff: TCommunityTariff) => ReactNode;
  badgeOf?: (tariff: TCommunityTariff) => string | null;
}) {
  const { t } = useTranslation('Community');
  const price = usePrice();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {tariffs.map((tariff) => {
        const badge = badgeOf?.(tariff) ?? null;
        return (
          <li
            key={tariff.id}
            className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6"
            data-testid={`tariff-${tariff.id}`}
          >
            <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              {t(`plan.${tariff.id}`)}
              {badge ? <StatusBadge tone="good">{badge}</StatusBadge> : null}
            </h3>
            <p className="mt-3 text-3xl font-bold" data-testid="tariff-price">
              {tariff.price.amount === 0 ? t('tariff.free') : price(tariff.price)}
            </p>
            <p className="text-sm text-muted">
              {tariff.id === 'demo' ? t('tariff.days', { count: tariff.days ?? 0 }) : t(`tariff.per.${tariff.period}`)}
            </p>
            <p className="mt-4 grow">
              {tariff.id === 'demo'
                ? t('tariff.demoOpens', { count: tariff.opens })
                : t('tariff.opensPerMonth', { count: tariff.opens })}
            </p>
            {actionOf ? <div className="mt-5">{actionOf(tariff)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
