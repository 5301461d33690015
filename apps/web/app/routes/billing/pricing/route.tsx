import { EMPLOYER_TARIFFS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, useRouteLoaderData } from 'react-router';
import { BuyerNotice } from '../../../components/billing/BuyerNotice.tsx';
import { buyerOf } from '../../../components/billing/buyer.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { HiringFee } from './components/HiringFee.tsx';
import { OfferByEmail } from './components/OfferByEmail.tsx';
import { Promotions } from './components/Promotions.tsx';
import { RECOMMENDED_TARIFF, TariffCard } from './components/TariffCard.tsx';
import { loadPricing, sendOffer } from './pricing.server.ts';

export const handle = {
  i18n: ['Pricing', 'Billing', 'validation'],
  hydrate: 'on-interaction',
} satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadPricing(args);
export const action = (args: Route.ActionArgs) => sendOffer(args);

/**
 * `/subscriptions` (spec section 2, public): the employer tariffs side by side, monthly and yearly, what each includes,
 * the promotions of a single vacancy, company premium where it is offered, and the offer by e-mail.
 */
export default function PricingPage() {
  const { isCompanyPremium, isOfferSent } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>()?.reply;
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const buyer = buyerOf(user);
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('metaDescription')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/subscriptions') },
          ]}
        />
        <header className="mx-auto mt-8 max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('heading')}</h1>
          <p className="mt-3 text-lg text-muted">{t('lead')}</p>
        </header>
        {buyer === 'owner' ? null : <BuyerNotice buyer={buyer} className="mx-auto mt-8 max-w-4xl" />}
        <section aria-labelledby="tariffs-title" className="mx-auto mt-10 max-w-4xl">
          <h2 id="tariffs-title" className="sr-only">
            {t('tariffsTitle')}
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {EMPLOYER_TARIFFS.map((tariff) => (
              <TariffCard key={tariff} tariff={tariff} isRecommended={tariff === RECOMMENDED_TARIFF} />
            ))}
          </div>
          <HiringFee />
        </section>
        <Promotions isCompanyPremium={isCompanyPremium} buyer={buyer} />
        <OfferByEmail reply={reply} isSent={isOfferSent} email={user?.email ?? ''} />
      </div>
    </DefaultLayout>
  );
}
