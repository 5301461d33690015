import { PAY_STATUSES, PRODUCTS, type TAdminOrder } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { usePrice } from '../../../components/billing/use-price.ts';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { PAY_TONES } from '../../billing/employer-subscriptions/components/OrdersTable.tsx';
import type { Route } from './+types/route';
import { loadAdminOrders, type RefundAnswer, submitAdminOrders } from './admin-orders.server.ts';
import { OrderRefunds } from './components/OrderRefunds.tsx';
import { RefundDialog } from './components/RefundDialog.tsx';

export const handle = {
  i18n: ['AdminOrders', 'Admin', 'Billing', 'BillingAccount', 'validation'],
} satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminOrders(args);
export const action = (args: Route.ActionArgs) => submitAdminOrders(args);

/** Who paid: the company's admin page, or the job seeker's account; by name as the order recorded it. */
function Payer({ order }: { order: TAdminOrder }) {
  const { t } = useTranslation('AdminOrders');
  const to = useLocalePath();
  const name = order.buyer_name || t('payerFallback', { id: order.company_id ?? order.user_id });
  return (
    <>
      <Link
        to={to(order.company_id === null ? `/admin/users/${order.user_id}` : `/admin/companies/${order.company_id}`)}
        className="underline"
      >
        {name}
      </Link>
      <span className="block text-xs text-muted">{t(order.company_id === null ? 'jobSeeker' : 'company')}</span>
    </>
  );
}

/**
 * `/admin/orders` (issue 27): every order, newest first, with its payer, price, pay status, provider reference,
 * invoice number and refunds; filtered by pay status and product, paged; a paid order is refunded in a dialog.
 */
export default function AdminOrdersPage() {
  const { page, query, refunding, list } = useLoaderData<typeof loader>();
  const answer = useActionData<RefundAnswer>();
  const { t } = useTranslation('AdminOrders');
  const { t: tAccount } = useTranslation('BillingAccount');
  const locale = useLocale();
  const price = usePrice();
  const columns: Column<TAdminOrder>[] = [
    {
      key: 'order',
      header: t('columns.order'),
      isRowHeader: true,
      cell: (order) => (
        <>
          <span className="font-semibold whitespace-nowrap">{t('orderNo', { id: order.id })}</span>
          <span className="block text-xs whitespace-nowrap text-muted">
            {dateText(order.created_at, locale, 'medium')}
          </span>
        </>
      ),
    },
    { key: 'payer', header: t('columns.payer'), cell: (order) => <Payer order={order} /> },
    {
      key: 'product',
      header: t('columns.product'),
      cell: (order) => order.title,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (order) => (
        <>
          <span className="whitespace-nowrap font-semibold">{price(order.amount)}</span>
          {order.promo_code ? (
            <span className="block min-w-32 text-xs text-muted">
              {t('promo', { code: order.promo_code, price: price(order.list_amount) })}
            </span>
          ) : null}
          {order.tariff === 'included' ? (
            <span className="block min-w-32 text-xs text-muted">
              {t('included', { price: price(order.list_amount) })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (order) => (
        <>
          <StatusBadge tone={PAY_TONES[order.pay_status]} testId="order-status">
            {tAccount(`payStatus.${order.pay_status}`)}
          </StatusBadge>
          {order.paid_at ? (
            <span className="mt-1 block text-xs text-muted">
              {t('paidOn', { date: dateText(order.paid_at, locale, 'medium') })}
            </span>
          ) : null}
          {order.rejection ? <span className="mt-1 block text-xs text-muted">{order.rejection.message}</span> : null}
        </>
      ),
    },
    {
      key: 'invoice',
      header: t('columns.invoice'),
      // Admins read the number; the PDF is the payer's to download (the contract has no admin call for it). The
      // provider's reference sits under it rather than in a column of its own, so the refunds stay in view.
      cell: (order) => (
        <>
          <span className="whitespace-nowrap">
            {order.invoice_number ?? <span className="text-muted">{t('none')}</span>}
          </span>
          {order.provider_reference ? (
            <span className="mt-1 block max-w-40 text-xs text-muted">
              {t('providerRef')} <code className="break-all">{order.provider_reference}</code>
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'refunds',
      header: t('columns.refunds'),
      // Each refund is a few lines (amount, when, who, why): a column too narrow for them grows too tall.
      className: 'md:min-w-48',
      cell: (order) => <OrderRefunds order={order} />,
    },
  ];
  return (
    <AdminPage title={t('title')}>
      {refunding ? <RefundDialog key={refunding.id} order={refunding} answer={answer} list={list} /> : null}
      <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
        <FilterSelect
          label={t('columns.status')}
          name="status"
          value={query.status}
          empty={t('any')}
          options={PAY_STATUSES.map((status) => ({ value: status, label: tAccount(`payStatus.${status}`) }))}
        />
        <FilterSelect
          label={t('columns.product')}
          name="product"
          value={query.product}
          empty={t('any')}
          options={PRODUCTS.map((product) => ({ value: product, label: t(`product.${product}`) }))}
        />
      </FilterBar>
      <p className="mt-6 mb-3 text-sm text-muted" aria-live="polite">
        {t('found', { count: page.total })}
      </p>
      <DataTable
        caption={t('title')}
        isCaptionHidden
        columns={columns}
        rows={page.list}
        rowId={(order) => order.id}
        pages={page.pages}
        empty={<EmptyState className="" title={t('empty')} />}
      />
    </AdminPage>
  );
}
