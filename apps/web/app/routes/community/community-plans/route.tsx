import type { TCommunityPlanState, TCommunityTariff } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useLoaderData, useNavigation } from 'react-router';
import { WayIn } from '../../../components/community/CommunityIntro.tsx';
import { PlanStrip } from '../../../components/community/PlanStrip.tsx';
import { TariffCards } from '../../../components/community/TariffCards.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { ConfirmStep } from '../../billing/employer-subscriptions/components/ConfirmStep.tsx';
import type { Route } from './+types/route';
import { loadCommunityPlans, submitCommunityPlans } from './community-plans.server.ts';

export const handle = { i18n: ['Community', 'Billing'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCommunityPlans(args);
export const action = (args: Route.ActionArgs) => submitCommunityPlans(args);

/** A button that posts one of the page's forms. */
function IntentButton({
  intent,
  tariff,
  label,
  variant = 'primary',
}: {
  intent: 'demo' | 'ask';
  tariff?: string;
  label: string;
  variant?: 'primary' | 'secondary';
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (tariff === undefined || navigation.formData?.get('tariff') === tariff);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {tariff ? <input type="hidden" name="tariff" value={tariff} /> : null}
      <Button type="submit" busy={busy} variant={variant} className="w-full">
        {label}
      </Button>
    </Form>
  );
}

/** What the owner may do with a plan: start the demo (once), buy a month or a year while nothing runs. */
function OwnerAction({ tariff, plan }: { tariff: TCommunityTariff; plan: TCommunityPlanState }) {
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  if (plan.plan !== null) return null;
  if (tariff.id === 'demo') {
    return plan.demo_used ? (
      <p className="text-sm text-muted">{t('plans.demoUsed')}</p>
    ) : (
      <IntentButton intent="demo" label={t('plans.startDemo')} variant="secondary" />
    );
  }
  return (
    <Button to={`${to('/community/payment')}?tariff=${tariff.id}`} className="w-full">
      {t(`plans.buy.${tariff.id}`)}
    </Button>
  );
}

/** What another member may do: ask the owner to pay (the link mailed to them); the demo is the owner's to start. */
function MemberAction({ tariff, plan }: { tariff: TCommunityTariff; plan: TCommunityPlanState }) {
  const { t } = useTranslation('Community');
  if (plan.plan !== null) return null;
  if (tariff.id === 'demo') {
    return <p className="text-sm text-muted">{plan.demo_used ? t('plans.demoUsed') : t('plans.demoOwner')}</p>;
  }
  return <IntentButton intent="ask" tariff={tariff.id} label={t(`plans.ask.${tariff.id}`)} variant="secondary" />;
}

/** The owner's way back to a payment started and not finished, so a second one is not started. */
function PendingPayment({ plan }: { plan: TCommunityPlanState }) {
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const order = plan.pending_order;
  if (!order || plan.plan !== null || !order.tariff) return null;
  return (
    <Notice tone="warning" title={t('plans.pendingTitle')} className="mt-6">
      <p>{t('plans.pendingText', { title: order.title })}</p>
      {order.rejection ? <p className="mt-1">{order.rejection.message}</p> : null}
      <Button to={`${to('/community/payment')}?tariff=${order.tariff}&order=${order.id}`} size="sm" className="mt-3">
        {t('plans.continuePayment')}
      </Button>
    </Notice>
  );
}

/**
 * `/community/plans`: the demo, the month and the year with their prices in the reader's locale. A company's owner
 * starts the demo or buys; another member of the team asks the owner, who gets the payment link by mail.
 */
export default function CommunityPlansPage() {
  const { reader, tariffs, plan, canStop, isConfirmingStop } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const locale = useLocale();
  const page = to('/community/plans');
  const until = plan?.period_end ? dateText(plan.period_end, locale, 'day') : '';
  return (
    <DefaultLayout>
      <PageMeta title={t('plans.title')} description={t('plans.lead')} />
      <div className="page-container py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/community') },
            { title: t('plans.title'), link: page },
          ]}
        />
        <h1 className="mt-4 text-2xl font-bold lg:text-3xl">{t('plans.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t('plans.lead')}</p>
        {plan ? (
          <PlanStrip
            plan={plan}
            className="mt-6"
            action={
              canStop ? (
                <Button to={`${page}?confirm=stop`} preventScrollReset variant="danger-outline" size="sm">
                  {t('plans.stop')}
                </Button>
              ) : (
                <Button to={to('/community')} variant="secondary" size="sm" className="shrink-0">
                  {t('plans.toDirectory')}
                </Button>
              )
            }
          />
        ) : null}
        {reader === 'member' && plan?.plan === null ? (
          <Notice tone="warning" title={t('plans.memberTitle')} className="mt-6">
            {t('plans.memberText')}
          </Notice>
        ) : null}
        {reader === 'owner' && plan ? <PendingPayment plan={plan} /> : null}
        {reader === 'guest' || reader === 'worker' || reader === 'no-company' ? <WayIn reader={reader} /> : null}
        <div className="mt-8">
          <TariffCards
            tariffs={tariffs}
            badgeOf={(tariff) => (plan?.plan === tariff.id ? t('plans.current') : null)}
            actionOf={
              plan && reader === 'owner'
                ? (tariff) => <OwnerAction tariff={tariff} plan={plan} />
                : plan && reader === 'member'
                  ? (tariff) => <MemberAction tariff={tariff} plan={plan} />
                  : undefined
            }
          />
        </div>
        <p className="mt-6 text-sm text-muted">{t('plans.note')}</p>
        {isConfirmingStop ? (
          <ConfirmStep title={t('plans.stopTitle')} back={page}>
            <Form method="post" action={page}>
              <p id="stop-plan-text">{t('plans.stopText', { date: until })}</p>
              <div className="mt-5 flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="stop" variant="danger" aria-describedby="stop-plan-text">
                  {t('plans.stopConfirm')}
                </Button>
                <Button to={page} preventScrollReset replace variant="secondary">
                  {t('plans.keep')}
                </Button>
              </div>
            </Form>
          </ConfirmStep>
        ) : null}
      </div>
    </DefaultLayout>
  );
}
