import { EMPLOYER_TARIFFS, employerTariffPrice } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { buyerOf } from '../../../components/billing/buyer.ts';
import { TariffIncludes } from '../../../components/billing/TariffIncludes.tsx';
import { usePrice } from '../../../components/billing/use-price.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { CheckoutForm } from './components/CheckoutForm.tsx';
import { loadTariff, submitTariff } from './pricing-tariff.server.ts';

export const handle = {
  i18n: ['Pricing', 'Billing', 'validation'],
  hydrate: 'on-interaction',
} satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadTariff(args);
export const action = (args: Route.ActionArgs) => submitTariff(args);

/**
 * `/subscriptions/{slug}` (spec section 2): one employer tariff, monthly or yearly, with an optional promo code checked
 * before paying. The company's owner subscribes and goes on to the payment; anyone else is told what they can do.
 */
export default function TariffPage() {
  const { tariff, period, redirect } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const { t } = useTranslation('Pricing');
  const price = usePrice();
  const to = useLocalePath();
  const name = t('Billing:product.employer_tariff', { tariff: t(`Billing:tariff.${tariff}`) });
  const others = EMPLOYER_TARIFFS.filter((other) => other !== tariff);
  return (
    <DefaultLayout>
      <PageMeta title={name} description={t(`tariffs.${tariff}`)} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/subscriptions') },
            { title: name, link: to(`/subscriptions/${tariff}`) },
          ]}
        />
        <div className="mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
            <p className="mt-2 text-lg text-muted">{t(`tariffs.${tariff}`)}</p>
            <CheckoutForm
              key={tariff}
              tariff={tariff}
              initialPeriod={period}
              redirect={redirect}
              buyer={buyerOf(user)}
              result={result}
            />
          </div>
          <aside className="space-y-6">
            <Panel title={t('includesTitle')}>
              <TariffIncludes tariff={tariff} className="mt-4" />
            </Panel>
            <Panel title={t('tariff.compare')}>
              <ul className="mt-3 space-y-2 text-sm">
                {others.map((other) => (
                  <li key={other} className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <Link to={to(`/subscriptions/${other}`)} className="font-semibold text-brand-strong underline">
                      {t(`Billing:tariff.${other}`)}
                    </Link>
                    <span className="text-muted">
                      {t('tariff.fromPerMonth', { price: price(employerTariffPrice(other, 'month')) })}
                    </span>
                  </li>
                ))}
              </ul>
              <Button to={to('/subscriptions')} variant="ghost" size="sm" className="mt-3 -ml-3">
                {t('tariff.allTariffs')}
              </Button>
            </Panel>
          </aside>
        </div>
      </div>
    </DefaultLayout>
  );
}
