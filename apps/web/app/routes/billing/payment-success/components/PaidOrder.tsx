import type { TOrder } from '@hushwork/contract';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { invoicePathOf } from '../../../../components/billing/payment-paths.ts';
import { usePrice } from '../../../../components/billing/use-price.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { dateText } from '../../../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../../../lib/use-locale.ts';

/** A paid order: what was bought, until when, its invoice, and where to go next. */
export function PaidOrder({
  order,
  redirect,
  showSubscriptions,
}: {
  order: TOrder;
  redirect: string | null;
  /** A company's purchases are listed under its subscriptions tab. */
  showSubscriptions: boolean;
}) {
  const { t } = useTranslation('Pricing');
  const locale = useLocale();
  const to = useLocalePath();
  const price = usePrice();
  const rows = [
    { term: t('result.item'), value: order.title },
    { term: t('result.amount'), value: price(order.amount) },
    ...(order.paid_until ? [{ term: t('result.paidUntil'), value: dateText(order.paid_until, locale, 'day') }] : []),
    ...(order.invoice_number ? [{ term: t('result.invoice'), value: order.invoice_number }] : []),
  ];
  return (
    <>
      <dl className="mx-auto mt-8 max-w-md divide-y divide-neutral-200 rounded-xl bg-neutral-50 px-5 text-left text-sm">
        {rows.map((row) => (
          <div key={row.term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-muted">{row.term}</dt>
            <dd className="font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
      {order.invoice_number ? (
        <a
          href={invoicePathOf(order.id, locale)}
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-strong underline"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('result.downloadInvoice')}
        </a>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {redirect ? (
          <Button to={redirect} size="lg">
            {t('result.continue')}
          </Button>
        ) : null}
        {showSubscriptions ? (
          <Button to={to('/profile/employer/subscriptions')} size="lg" variant={redirect ? 'secondary' : 'primary'}>
            {t('result.subscriptions')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
