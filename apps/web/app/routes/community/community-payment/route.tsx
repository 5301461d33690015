import { getFormProps } from '@conform-to/react';
import { BILLING, community, type TCommunityTariff } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CardPayment } from '../../../components/billing/CardPayment.tsx';
import { OrderSummary } from '../../../components/billing/OrderSummary.tsx';
import { paymentSuccessPathOf } from '../../../components/billing/payment-paths.ts';
import { usePrice } from '../../../components/billing/use-price.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { formMessageOf } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCommunityPayment, submitCommunityPayment } from './community-payment.server.ts';

// The card form needs the page's script at once: no waiting for an interaction to hydrate.
export const handle = { i18n: ['Community', 'Pricing', 'Billing', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCommunityPayment(args);
export const action = (args: Route.ActionArgs) => submitCommunityPayment(args);

/** The plan being bought: its name, price, period and opens. */
function PlanSummary({ price }: { price: TCommunityTariff }) {
  const { t } = useTranslation('Community');
  const money = usePrice();
  return (
    <div>
      <p className="font-semibold">{t(`plan.${price.id}`)}</p>
      <p className="mt-2 text-2xl font-bold" data-testid="plan-price">
        {money(price.price)}
      </p>
      <p className="text-sm text-muted">{t(`tariff.per.${price.period}`)}</p>
      <p className="mt-3 text-sm">{t('tariff.opensPerMonth', { count: price.opens })}</p>
    </div>
  );
}

/** The owner's first step: an optional promo code, then on to the card. */
function StartPayment() {
  const { t } = useTranslation('Community');
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useContractForm(community.payCommunityPlan.body, {
    lastResult: reply,
    controls: ['intent'],
    id: 'pay-community',
  });
  const formRef = useFocusFirstInvalid(reply);
  return (
    <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
      <input type="hidden" name="intent" value="pay" />
      <FormAlert message={formMessageOf(reply)} />
      <TextField
        meta={fields.promo_code}
        label={t('payment.promo')}
        description={t('payment.promoHint')}
        maxLength={BILLING.promo.codeMax}
        className="mb-6 max-w-xs"
      />
      <SubmitButton busy={busy}>{t('payment.continue')}</SubmitButton>
      <p className="mt-3 text-sm text-muted">{t('payment.renews')}</p>
    </Form>
  );
}

/** A member: only the owner pays; a button mails them this page's link. */
function AskOwner({ tariff }: { tariff: string }) {
  const { t } = useTranslation('Community');
  const busy = useNavigation().state === 'submitting';
  return (
    <Notice tone="warning" title={t('plans.memberTitle')} className="mt-4">
      <p>{t('plans.memberText')}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="ask" />
        <Button type="submit" size="sm" busy={busy}>
          {t(`plans.ask.${tariff}`)}
        </Button>
      </Form>
    </Notice>
  );
}

/**
 * `/community/payment?tariff=month|year`: paying for a community plan with billing's card form (the provider's own
 * frame; a refusal is told in the page's language), with an optional promo code first. Paid, billing's result page
 * leads back to the plans, where the plan shows as it now runs.
 */
export default function CommunityPaymentPage() {
  const { tariff, price, reader, session, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const title = t('payment.title', { plan: t(`plan.${tariff}`) });
  return (
    <DefaultLayout>
      <PageMeta title={title} />
      <div className="page-container max-w-5xl py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/community') },
            { title: t('plans.title'), link: back },
          ]}
        />
        <h1 className="mt-4 text-2xl font-bold lg:text-3xl">{title}</h1>
        {session?.order.pay_status === 'PayRejected' && session.order.rejection ? (
          <Notice tone="error" title={t('payment.lastRefused')} className="mt-6">
            {session.order.rejection.message}
          </Notice>
        ) : null}
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Panel title={t('payment.orderTitle')} className="lg:col-start-2 lg:row-start-1">
            <div className="mt-4">
              {session ? <OrderSummary order={session.order} /> : <PlanSummary price={price} />}
            </div>
          </Panel>
          <Panel
            title={session ? t('payment.cardTitle') : t('payment.startTitle')}
            className="lg:col-start-1 lg:row-start-1"
          >
            {reader === 'member' ? <AskOwner tariff={tariff} /> : null}
            {reader === 'owner' && !session ? <StartPayment /> : null}
            {session ? (
              <div className="mt-4">
                <CardPayment session={session} successPath={to(paymentSuccessPathOf(session.order.id, back, true))} />
              </div>
            ) : null}
          </Panel>
        </div>
      </div>
    </DefaultLayout>
  );
}
