import { getFormProps } from '@conform-to/react';
import { billing, type TIncludedTurbos, type TPromotableVacancy } from '@hushwork/contract';
import { CalendarClock, Rocket, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { type Buyer, buyerOf, signInPathOf } from '../../../components/billing/buyer.ts';
import { usePrice } from '../../../components/billing/use-price.ts';
import { useContractForm } from '../../../components/forms/use-contract-form.ts';
import { useFocusFirstInvalid } from '../../../components/forms/use-focus-first-invalid.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { RadioGroupField } from '../../../components/ui/fields/ChoiceFields.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/fields/FormParts.tsx';
import { TextField } from '../../../components/ui/fields/TextField.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { dateText } from '../../../lib/dates.ts';
import { type FormReply, formMessageOf } from '../../../lib/form-reply.ts';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadTurbo, payTurbo } from './turbo.server.ts';

export const handle = {
  i18n: ['Pricing', 'Billing', 'validation'],
  hydrate: 'on-interaction',
} satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadTurbo(args);
export const action = (args: Route.ActionArgs) => payTurbo(args);

/** Until when turbo (or a premium) keeps a vacancy raised, in the reader's words; null when it has none. */
function usePlacement() {
  const { t } = useTranslation('Pricing');
  const locale = useLocale();
  return (vacancy: TPromotableVacancy) => {
    if (vacancy.turbo_until) return t('turbo.onTopUntil', { date: dateText(vacancy.turbo_until, locale, 'day') });
    if (vacancy.premium_until) return t('turbo.premiumUntil', { date: dateText(vacancy.premium_until, locale, 'day') });
    return null;
  };
}

/** What one reader who cannot pay here is told, and where they go: sign in, add the company, or ask the owner. */
function NotForYou({ buyer }: { buyer: Exclude<Buyer, 'owner' | 'subscribed'> }) {
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const isLive = useIsLive();
  const { pathname, search } = useLocation();
  const action =
    buyer === 'guest'
      ? { to: signInPathOf(to('/login'), `${pathname}${search}`), label: t('turbo.buyer.signIn') }
      : buyer === 'no-company' && isLive('/profile/add-company')
        ? { to: to('/profile/add-company'), label: t('buyer.addCompany') }
        : null;
  return (
    <Notice tone={buyer === 'member' ? 'warning' : 'info'} title={t(`turbo.buyer.${buyer}.title`)} className="mt-8">
      <p>{t(`turbo.buyer.${buyer}.text`)}</p>
      {action ? (
        <Button to={action.to} size="sm" variant={buyer === 'guest' ? 'primary' : 'secondary'} className="mt-3">
          {action.label}
        </Button>
      ) : null}
    </Notice>
  );
}

/** The team's open vacancies as a member reads them: each with the placement it has now, nothing to choose. */
function VacancyPlacements({ vacancies }: { vacancies: TPromotableVacancy[] }) {
  const { t } = useTranslation('Pricing');
  const placement = usePlacement();
  return (
    <Panel title={t('turbo.yourVacancies')} className="mt-6">
      <ul className="mt-3 divide-y divide-neutral-200">
        {vacancies.map((vacancy) => (
          <li
            key={vacancy.id}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3"
            data-testid="turbo-vacancy"
          >
            <span className="font-semibold">{vacancy.title}</span>
            <span className="text-sm text-muted">{placement(vacancy) ?? t('turbo.noPlacement')}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** What the company's tariff still includes this month, or that it is used up until the 1st. */
function IncludedNotice({ included }: { included: TIncludedTurbos }) {
  const { t } = useTranslation(['Pricing', 'Billing']);
  const locale = useLocale();
  const date = dateText(included.resets_at, locale, 'day');
  return (
    <Notice
      tone="info"
      title={t('turbo.included.title', { tariff: t(`Billing:tariff.${included.tariff}`) })}
      className="mb-6"
    >
      <p data-testid="turbo-included">
        {included.left > 0
          ? t('turbo.included.left', { count: included.left, date })
          : t('turbo.included.usedUp', { total: included.per_month, date })}
      </p>
    </Notice>
  );
}

/**
 * The owner's form: which vacancy, then "Raise for free" while the tariff includes a turbo this month, or an
 * optional promo code and "Pay", which goes on to the card payment.
 */
function TurboForm({
  vacancies,
  chosen,
  included,
  reply,
}: {
  vacancies: TPromotableVacancy[];
  chosen: number | null;
  included: TIncludedTurbos | null;
  reply: FormReply | undefined;
}) {
  const { t } = useTranslation('Pricing');
  const isFree = included !== null && included.left > 0;
  const busy = useNavigation().state === 'submitting';
  const placement = usePlacement();
  const only = vacancies.length === 1 ? vacancies[0]?.id : undefined;
  const initial = chosen ?? only;
  const [form, fields] = useContractForm(billing.payTurbo.body, {
    lastResult: reply,
    id: 'pay-turbo',
    ...(initial === undefined ? {} : { defaultValue: { vacancy_id: String(initial) } }),
  });
  const formRef = useFocusFirstInvalid(reply);
  const items = vacancies.map((vacancy) => {
    const now = placement(vacancy);
    return {
      value: String(vacancy.id),
      name: (
        <span className="flex flex-col">
          <span className="font-semibold">{vacancy.title}</span>
          {now ? <span className="text-sm text-muted">{now}</span> : null}
        </span>
      ),
    };
  });
  return (
    <Panel title={t('turbo.choose')} id="pay-turbo-title" className="mt-6">
      <Form method="post" {...getFormProps(form)} ref={formRef} className="mt-4">
        <FormAlert message={formMessageOf(reply)} />
        {included ? <IncludedNotice included={included} /> : null}
        <RadioGroupField
          meta={fields.vacancy_id}
          legend={<span className="sr-only">{t('turbo.choose')}</span>}
          items={items}
        />
        {isFree ? (
          <>
            <div className="mt-6">
              <SubmitButton busy={busy} name="intent" value="included">
                {t('turbo.included.raise')}
              </SubmitButton>
            </div>
            <p className="mt-3 text-sm text-muted">{t('turbo.included.raiseNote')}</p>
          </>
        ) : (
          <>
            <TextField
              meta={fields.promo_code}
              label={t('tariff.promoCode')}
              description={t('turbo.promoHint')}
              className="mb-6 max-w-xs"
            />
            <SubmitButton busy={busy}>{t('turbo.pay')}</SubmitButton>
            <p className="mt-3 text-sm text-muted">{t('turbo.payNote')}</p>
          </>
        )}
      </Form>
    </Panel>
  );
}

/** The company has nothing turbo can raise: only an approved, open vacancy can be. */
function NoVacancies() {
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const isLive = useIsLive();
  return (
    <EmptyState
      title={t('turbo.noVacancies')}
      className="mt-6"
      action={
        <div className="flex flex-wrap gap-3">
          {isLive('/profile/job-openings') ? (
            <Button to={to('/profile/job-openings')} variant="secondary" size="sm">
              {t('turbo.myVacancies')}
            </Button>
          ) : null}
          {isLive('/profile/add-job') ? (
            <Button to={to('/profile/add-job')} size="sm">
              {t('turbo.postJob')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p>{t('turbo.noVacanciesText')}</p>
    </EmptyState>
  );
}

/**
 * `/turbo-1` (spec section 2, public): turbo raises one open vacancy to the top of its searches for a number of days,
 * paid once. Everyone reads what it does and costs; the owner picks a vacancy and pays by card, a member is told to
 * ask the owner, and a vacancy already raised says until when.
 */
export default function TurboPage() {
  const { offer, canPay, isTeam, chosen, wasIncluded } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const user = useRouteLoaderData<RootData>('root')?.user ?? null;
  const { t } = useTranslation('Pricing');
  const to = useLocalePath();
  const locale = useLocale();
  const price = usePrice();
  const buyer = buyerOf(user);
  const raised = offer.vacancies.find((vacancy) => vacancy.id === chosen && vacancy.turbo_until);
  const perks = [
    { icon: Rocket, text: t('turbo.perks.top') },
    { icon: Sparkles, text: t('turbo.perks.marked') },
    { icon: CalendarClock, text: t('turbo.perks.once') },
  ];
  return (
    <DefaultLayout>
      <PageMeta title={t('turbo.title')} description={t('turbo.metaDescription')} />
      <div className="page-container max-w-3xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/subscriptions') },
            { title: t('turbo.title'), link: to('/turbo-1') },
          ]}
        />
        <h1 className="mt-8 text-3xl font-bold tracking-tight">{t('turbo.heading')}</h1>
        <p className="mt-3 text-lg text-muted">{t('turbo.lead', { count: offer.days })}</p>
        {raised?.turbo_until ? (
          <Notice tone="info" title={t('turbo.raisedTitle')} className="mt-6">
            <p data-testid="turbo-raised">
              {t(wasIncluded ? 'turbo.included.done' : 'turbo.raisedText', {
                title: raised.title,
                date: dateText(raised.turbo_until, locale, 'day'),
              })}
            </p>
          </Notice>
        ) : null}
        <section aria-labelledby="turbo-what" className="mt-8 rounded-2xl border border-neutral-200 bg-white p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="turbo-what" className="text-lg font-semibold">
              {t('turbo.whatTitle')}
            </h2>
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-2xl font-bold" data-testid="turbo-price">
                {price(offer.price)}
              </span>
              <span className="text-sm text-muted">{t('turbo.priceUnit', { count: offer.days })}</span>
            </p>
          </div>
          <ul className="mt-4 grid gap-3">
            {perks.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1">{text}</span>
              </li>
            ))}
          </ul>
        </section>
        {buyer === 'owner' || buyer === 'subscribed' ? null : <NotForYou buyer={buyer} />}
        {isTeam && offer.vacancies.length === 0 ? <NoVacancies /> : null}
        {canPay && offer.vacancies.length > 0 ? (
          <TurboForm vacancies={offer.vacancies} chosen={chosen} included={offer.included} reply={reply} />
        ) : null}
        {!canPay && isTeam && offer.vacancies.length > 0 ? <VacancyPlacements vacancies={offer.vacancies} /> : null}
      </div>
    </DefaultLayout>
  );
}
