import { BILLING, money, type THire, type TSentOffer } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { usePrice } from '../../../components/billing/use-price.ts';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import { CHOICE_CLASS, inputClass } from '../../../components/ui/fields/field-meta.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { PAY_TONES } from '../employer-subscriptions/components/OrdersTable.tsx';
import type { Route } from './+types/route';
import { loadReportHiring, submitReportHiring } from './report-hiring.server.ts';
import { HIRINGS_TAB, type ReportReply, reportPathOf } from './report-paths.ts';

export const handle = { i18n: ['BillingAccount', 'Billing', 'Profile'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadReportHiring(args);
export const action = (args: Route.ActionArgs) => submitReportHiring(args);

const LIST_FEE = money(BILLING.successfulHiring.feeMinor);

/** Whom an accepted offer was for, as the anonymous card names them: the position they look for. */
function useCandidateOf() {
  const { t } = useTranslation('BillingAccount');
  return (offer: TSentOffer) => offer.candidate?.desired_position || t('hirings.candidateGone');
}

/** Where to go with no accepted offer to report: the responses, where offers are sent, and the hires reported. */
function NothingToReport() {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const isLive = useIsLive();
  return (
    <EmptyState
      title={t('report.emptyTitle')}
      className="mt-6"
      action={
        <div className="flex flex-wrap gap-3">
          {isLive('/profile/responses/candidates') ? (
            <Button to={to('/profile/responses/candidates')} size="sm">
              {t('report.toResponses')}
            </Button>
          ) : null}
          <Button to={to(HIRINGS_TAB)} variant="secondary" size="sm">
            {t('report.toHirings')}
          </Button>
        </div>
      }
    >
      <p data-testid="no-hire-offers">{t('report.emptyText')}</p>
    </EmptyState>
  );
}

/** Narrows the list to one vacancy's offers (a GET form: it works before the page's script). */
function VacancyFilter({ vacancies, vacancy }: { vacancies: { id: number; title: string }[]; vacancy: number | null }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  return (
    <Form method="get" action={to(reportPathOf())} className="mt-4 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 sm:max-w-sm">
        <label htmlFor="hire-vacancy" className="mb-1 block text-sm font-semibold">
          {t('report.vacancy')}
        </label>
        <select id="hire-vacancy" name="vacancy" defaultValue={vacancy ?? ''} className={inputClass()}>
          <option value="">{t('report.allVacancies')}</option>
          {vacancies.map((one) => (
            <option key={one.id} value={one.id}>
              {one.title}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        {t('report.filter')}
      </Button>
    </Form>
  );
}

/** Step one: the accepted offers not reported yet, one to choose (a GET form to the confirmation). */
function ChooseOffer({ offers, vacancy }: { offers: TSentOffer[]; vacancy: number | null }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const locale = useLocale();
  const candidateOf = useCandidateOf();
  return (
    <Panel title={t('report.chooseTitle')} id="choose-offer" className="mt-6">
      <Form method="get" action={to(reportPathOf())} className="mt-4">
        {vacancy === null ? null : <input type="hidden" name="vacancy" value={vacancy} />}
        <fieldset>
          <legend className="sr-only">{t('report.chooseTitle')}</legend>
          <ul className="grid gap-2">
            {offers.map((offer, index) => (
              <li key={offer.id}>
                <label
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-200 p-4 has-[:checked]:border-brand-strong has-[:checked]:bg-brand-soft"
                  data-testid="hire-offer"
                >
                  <input
                    type="radio"
                    name="offer"
                    value={offer.id}
                    required
                    defaultChecked={offers.length === 1 && index === 0}
                    className={`mt-1 ${CHOICE_CLASS}`}
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="font-semibold">{candidateOf(offer)}</span>
                    <span className="text-sm">{offer.vacancy.title}</span>
                    <span className="text-sm text-muted">
                      {t('report.acceptedOn', { date: dateText(offer.answered_at ?? offer.created_at, locale, 'day') })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button type="submit" className="mt-5">
          {t('report.next')}
        </Button>
      </Form>
    </Panel>
  );
}

/** Step two: what is reported and what it will cost, asked once more before the hire is recorded. */
function ConfirmReport({
  offer,
  vacancy,
  hasTariff,
  isOwner,
  reply,
}: {
  offer: TSentOffer;
  vacancy: number | null;
  hasTariff: boolean;
  isOwner: boolean;
  reply: ReportReply | undefined;
}) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const locale = useLocale();
  const price = usePrice();
  const busy = useNavigation().state === 'submitting';
  const candidateOf = useCandidateOf();
  const rows = [
    { term: t('report.candidate'), value: candidateOf(offer) },
    { term: t('report.vacancy'), value: offer.vacancy.title },
    { term: t('report.accepted'), value: dateText(offer.answered_at ?? offer.created_at, locale, 'day') },
  ];
  return (
    <Panel title={t('report.confirmTitle')} id="confirm-hire" className="mt-6">
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="text-sm text-muted">{row.term}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-prose" id="confirm-hire-text">
        {t('report.confirmText', { fee: price(LIST_FEE), count: BILLING.successfulHiring.payWithinDays })}
        {hasTariff ? ` ${t('report.tariffLowers')}` : ''}
      </p>
      {isOwner ? null : <p className="mt-2 text-sm text-muted">{t('report.memberReports')}</p>}
      <Form method="post" className="mt-5">
        <FormAlert message={reply?.message} />
        <input type="hidden" name="offer_id" value={offer.id} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="report" busy={busy} aria-describedby="confirm-hire-text">
            {t('report.confirm')}
          </Button>
          <Button to={to(reportPathOf(vacancy === null ? {} : { vacancy }))} variant="secondary">
            {t('report.back')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

/** Step three: the reported hire's fee (the tariff's discount said), and the owner's way to pay it now or later. */
function HireFee({ hire, isOwner, reply }: { hire: THire; isOwner: boolean; reply: ReportReply | undefined }) {
  const { t } = useTranslation('BillingAccount');
  const to = useLocalePath();
  const locale = useLocale();
  const price = usePrice();
  const busy = useNavigation().state === 'submitting';
  const isPaid = hire.pay_status === 'Paid';
  const hasDiscount = hire.fee.amount < LIST_FEE.amount;
  const promoError = reply?.field === 'promo_code' ? reply.message : undefined;
  const due = dateText(hire.due_at, locale, 'day');
  return (
    <>
      {isPaid ? null : (
        <Notice tone="info" title={t('report.reportedTitle')} className="mt-6">
          <p>{t('hirings.reported', { title: hire.vacancy.title, date: due })}</p>
        </Notice>
      )}
      <Panel title={t('report.feeTitle')} id="hire-fee-title" className="mt-6">
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="text-2xl font-bold" data-testid="hire-fee">
            {price(hire.fee)}
          </span>
          <StatusBadge tone={PAY_TONES[hire.pay_status]} testId="hire-status">
            {t(`payStatus.${hire.pay_status}`)}
          </StatusBadge>
        </div>
        <p className="mt-1 text-sm text-muted">{hire.vacancy.title}</p>
        {hasDiscount ? (
          <p className="mt-3 text-sm" data-testid="hire-discount">
            {hire.fee.amount === 0
              ? t('report.waived', { listPrice: price(LIST_FEE) })
              : t('report.discount', { price: price(hire.fee), listPrice: price(LIST_FEE) })}
          </p>
        ) : null}
        {isPaid ? (
          <p className="mt-4">{t('report.paid')}</p>
        ) : (
          <p className="mt-3 text-sm">{t('hirings.dueBy', { date: due })}</p>
        )}
        {!isPaid && isOwner ? (
          <Form method="post" className="mt-5">
            <FormAlert message={reply && !promoError ? reply.message : undefined} />
            <input type="hidden" name="hire_id" value={hire.id} />
            <label htmlFor="hire-promo" className="mb-1 block text-sm font-semibold">
              {t('premium.promo')}
            </label>
            <p id="hire-promo-hint" className="mb-1 text-sm text-muted">
              {t('premium.promoHint')}
            </p>
            <input
              id="hire-promo"
              name="promo_code"
              autoComplete="off"
              aria-invalid={promoError ? true : undefined}
              aria-describedby={promoError ? 'hire-promo-hint hire-promo-error' : 'hire-promo-hint'}
              className={`${inputClass(promoError)} max-w-xs`}
            />
            {promoError ? (
              <p id="hire-promo-error" className="mt-1 text-sm text-red-700">
                {promoError}
              </p>
            ) : null}
            <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Button type="submit" name="intent" value="pay" busy={busy}>
                {t('report.pay')}
              </Button>
              <Link to={to(HIRINGS_TAB)} className="font-semibold text-brand-strong underline">
                {t('report.payLater')}
              </Link>
            </div>
            <p className="mt-3 text-sm text-muted">{t('premium.payNote')}</p>
          </Form>
        ) : null}
        {!isPaid && !isOwner ? (
          <Notice tone="warning" title={t('premium.memberTitle')} className="mt-5">
            <p>{t('report.askOwner')}</p>
          </Notice>
        ) : null}
        {isPaid || !isOwner ? (
          <p className="mt-5">
            <Link to={to(HIRINGS_TAB)} className="font-semibold text-brand-strong underline">
              {t('report.toHirings')}
            </Link>
          </p>
        ) : null}
      </Panel>
    </>
  );
}

/**
 * `/profile/report-hiring` (spec section 2): report a hire in three steps: choose the accepted job offer (narrowed by
 * vacancy), confirm, then the fee with the tariff's discount and the owner's card payment, or later from the hirings
 * tab. A member reports too and is told to ask the owner to pay.
 */
export default function ReportHiringPage() {
  const page = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation('BillingAccount');
  const { user, isOwner } = page;
  return (
    <ProfilePage user={user} title={t('report.title')} showStatus={false}>
      <p className="max-w-prose text-muted">{t('report.lead', { count: BILLING.successfulHiring.payWithinDays })}</p>
      {page.step === 'fee' ? <HireFee hire={page.hire} isOwner={isOwner} reply={reply} /> : null}
      {page.step === 'confirm' ? (
        <ConfirmReport
          offer={page.offer}
          vacancy={page.vacancy}
          hasTariff={user.employer?.tariff.active === true}
          isOwner={isOwner}
          reply={reply}
        />
      ) : null}
      {page.step === 'choose' && page.vacancies.length === 0 ? <NothingToReport /> : null}
      {page.step === 'choose' && page.vacancies.length > 1 ? (
        <VacancyFilter vacancies={page.vacancies} vacancy={page.vacancy} />
      ) : null}
      {page.step === 'choose' && page.offers.length > 0 ? (
        <ChooseOffer offers={page.offers} vacancy={page.vacancy} />
      ) : null}
    </ProfilePage>
  );
}
