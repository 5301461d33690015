import type { THire } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { priceText } from '../../../../components/billing/price-text.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { StatusBadge } from '../../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { ConfirmStep } from '../../employer-subscriptions/components/ConfirmStep.tsx';
import { PAY_TONES } from '../../employer-subscriptions/components/OrdersTable.tsx';
import { isPayable, isWithdrawable } from '../hire-state.ts';

/** The question before withdrawing: the fee is no longer due, and the offer may be reported again. */
function WithdrawQuestion({ hire, page }: { hire: THire; page: string }) {
  const { t } = useTranslation('BillingAccount');
  const title = hire.vacancy.title;
  return (
    <ConfirmStep title={t('hirings.withdrawTitle', { title })} back={page}>
      <Form method="post" action={page}>
        <input type="hidden" name="id" value={hire.id} />
        <input type="hidden" name="title" value={title} />
        <p id="withdraw-hire-text">{t('hirings.withdrawText')}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="withdraw" variant="danger" aria-describedby="withdraw-hire-text">
            {t('hirings.withdrawConfirm')}
          </Button>
          <Button to={page} preventScrollReset replace variant="secondary">
            {t('hirings.keep')}
          </Button>
        </div>
      </Form>
    </ConfirmStep>
  );
}

/** When the fee is due, in the danger colour once that day has passed; nothing once it is paid. */
function DueLine({ hire }: { hire: THire }) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  if (hire.pay_status === 'Paid') return null;
  const date = dateText(hire.due_at, locale, 'day');
  return hire.is_overdue ? (
    <p className="mt-1 text-sm font-semibold text-red-800" data-testid="hire-overdue">
      {t('hirings.overdueSince', { date })}
    </p>
  ) : (
    <p className="mt-1 text-sm text-muted">{t('hirings.dueBy', { date })}</p>
  );
}

/** One hire's buttons: the owner pays an unpaid fee; anyone withdraws a hire nothing was paid for (asked first). */
function HireActions({ hire, isOwner, page }: { hire: THire; isOwner: boolean; page: string }) {
  const { t } = useTranslation('BillingAccount');
  const title = hire.vacancy.title;
  const canPay = isOwner && isPayable(hire);
  const canWithdraw = isWithdrawable(hire);
  if (!canPay && !canWithdraw) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {canPay ? (
        <Form method="post" action={page}>
          <input type="hidden" name="id" value={hire.id} />
          <Button type="submit" name="intent" value="pay" size="sm" aria-label={t('hirings.payLabel', { title })}>
            {t('hirings.pay')}
          </Button>
        </Form>
      ) : null}
      {canWithdraw ? (
        <Button
          to={`${page}?withdraw=${hire.id}`}
          preventScrollReset
          variant="danger-outline"
          size="sm"
          aria-label={t('hirings.withdrawLabel', { title })}
        >
          {t('hirings.withdraw')}
        </Button>
      ) : null}
    </div>
  );
}

/** The hires the company reported: what for, when, the fee and how it stands, and what may be done about it. */
export function HireList({
  hires,
  isOwner,
  withdrawing,
  page,
}: {
  hires: THire[];
  isOwner: boolean;
  withdrawing: number | null;
  page: string;
}) {
  const { t } = useTranslation('BillingAccount');
  const locale = useLocale();
  const asked = hires.find((hire) => hire.id === withdrawing);
  const hasUnpaid = hires.some(isPayable);
  return (
    <section aria-labelledby="company-hires" className="mt-8">
      <h2 id="company-hires" className="text-lg font-semibold">
        {t('hirings.title')}
      </h2>
      {hires.length === 0 ? <p className="mt-2 text-muted">{t('hirings.none')}</p> : null}
      <ul className="mt-3 grid gap-4">
        {hires.map((hire) => (
          <li key={hire.id} className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="hire">
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <h3 className="font-semibold">{hire.vacancy.title}</h3>
              <StatusBadge tone={PAY_TONES[hire.pay_status]} testId="hire-status">
                {t(`payStatus.${hire.pay_status}`)}
              </StatusBadge>
            </div>
            <p className="mt-1">
              <span className="font-semibold" data-testid="hire-fee">
                {priceText(t, hire.fee, locale)}
              </span>
              <span className="text-sm text-muted">
                {' · '}
                {t('hirings.reportedOn', { date: dateText(hire.created_at, locale, 'day') })}
              </span>
            </p>
            <DueLine hire={hire} />
            {hire.order?.rejection ? (
              <p className="mt-1 text-sm text-red-800">
                {t('hirings.refused', { reason: hire.order.rejection.message })}
              </p>
            ) : null}
            <HireActions hire={hire} isOwner={isOwner} page={page} />
          </li>
        ))}
      </ul>
      {!isOwner && hasUnpaid ? (
        <p role="note" className="mt-4 rounded-2xl bg-brand-soft p-4 text-sm">
          {t('hirings.ownerOnly')}
        </p>
      ) : null}
      {asked ? <WithdrawQuestion hire={asked} page={page} /> : null}
    </section>
  );
}
