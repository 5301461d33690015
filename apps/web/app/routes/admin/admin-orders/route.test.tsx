import { money, PRODUCTS, ROLES, type TAdminOrder } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { testUser } from '../../../test/render-header.tsx';
import type { RefundAnswer } from './admin-orders.server.ts';
import AdminOrdersPage from './route.tsx';

const paid: TAdminOrder = {
  id: 12,
  product: 'employer_tariff',
  tariff: 'growth',
  period: 'month',
  subject_id: null,
  title: 'Тариф Growth · щомісяця',
  amount: money(9_900),
  list_amount: money(9_900),
  promo_code: null,
  pay_status: 'Paid',
  rejection: null,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:01:00.000Z',
  paid_until: '2026-12-20T10:01:00.000Z',
  refunded: money(1_050),
  invoice_number: 'HW-2026-000012',
  company_id: 7,
  user_id: 3,
  buyer_name: 'Acme',
  provider_reference: 'in_abc',
  refunds: [
    {
      id: 1,
      amount: money(1_050),
      reason: 'Двічі списано',
      admin_user_id: 9,
      admin_name: 'Ірина Адмін',
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

function html(refunding: TAdminOrder | null, answer?: RefundAnswer) {
  const root = {
    locale: 'uk',
    user: testUser({ id: 9, role_id: ROLES.admin }),
    menu: { specializations: [], cities: [] },
  };
  const data = {
    page: { list: [paid], total: 1, page: 1, pages: 1 },
    query: { page: 1, status: 'Paid' },
    refunding,
    list: '/uk/admin/orders?status=Paid',
  };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'orders', path: '*', loader: () => data, element: <AdminOrdersPage /> }],
      },
    ],
    {
      initialEntries: [`/uk/admin/orders?status=Paid${refunding ? `&refund=${refunding.id}` : ''}`],
      hydrationData: { loaderData: { root, orders: data }, ...(answer ? { actionData: { orders: answer } } : {}) },
    },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('uk', resources.uk as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the admins’ orders page', () => {
  it('lists an order with its payer, invoice number, provider reference, refunds and the rest', () => {
    const page = html(null);
    expect(page).toContain('href="/uk/admin/companies/7"');
    expect(page).toContain('HW-2026-000012');
    expect(page).toContain('in_abc');
    expect(page).toContain('Ірина Адмін');
    expect(page).toContain('href="/uk/admin/users/9"');
    expect(page).toContain('Причина: Двічі списано');
    expect(page).toContain('href="/uk/admin/audit-log?target_type=order&amp;target_id=12"');
    expect(page).toContain('Можна повернути: 88,50\u00a0$');
    expect(page).toContain('aria-label="Повернути кошти за замовлення № 12"');
    // No admin call fetches an invoice: the number is shown, never a link to the payer's own download.
    expect(page).not.toContain('/invoice');
  });

  it('asks for the amount (the rest, as Ukrainian writes it) and the reason before a refund', () => {
    const page = html(paid);
    expect(page).toContain('Повернення за замовленням № 12');
    expect(page).toMatch(/name="amount"[^>]*value="88,50"|value="88,50"[^>]*name="amount"/);
    expect(page).toContain('name="reason"');
    expect(page).toContain('Повернення записується назавжди');
  });

  it('shows the provider’s refusal above the fields, and a field’s message by its field', () => {
    const failed: RefundAnswer = {
      reply: {
        status: 'error',
        initialValue: { amount: '10', reason: 'Двічі списано' },
        error: { '': ['Платіжний сервіс зараз недоступний.'], amount: ['Це більше, ніж залишилось повернути.'] },
      },
    };
    const page = html(paid, failed);
    expect(page).toMatch(/role="alert"[^>]*>Платіжний сервіс зараз недоступний\./);
    expect(page).toContain('Це більше, ніж залишилось повернути.');
    expect(page).toMatch(/aria-invalid="true"[^>]*name="amount"|name="amount"[^>]*aria-invalid="true"/);
  });

  it('says plainly that nothing was given back when the provider refused the refund', () => {
    const failed: RefundAnswer = {
      reply: {
        status: 'error',
        initialValue: { amount: '10', reason: 'Двічі списано' },
        error: { '': ['Платіжний сервіс зараз недоступний. Нічого не списано.'] },
        failure: { status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
      },
    };
    const page = html(paid, failed);
    expect(page).toMatch(/role="alert"[^>]*>Платіжний провайдер не виконав повернення, кошти не повернено\./);
    expect(page).not.toContain('Нічого не списано');
  });
});

describe('the product filter', () => {
  it('has a name for every product in every language (a product without one showed its raw key)', () => {
    for (const [locale, namespaces] of Object.entries(resources)) {
      const names = (namespaces as { AdminOrders: { product: Record<string, string> } }).AdminOrders.product;
      for (const product of PRODUCTS) expect(names[product], `${locale} ${product}`).toBeTruthy();
    }
  });
});
