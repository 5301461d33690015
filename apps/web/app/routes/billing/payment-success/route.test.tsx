import { money, type TOrder } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { createI18n } from '../../../lib/i18n.ts';
import PaymentSuccessPage from './route.tsx';

const order: TOrder = {
  id: 51,
  product: 'employer_tariff',
  tariff: 'growth',
  period: 'year',
  subject_id: null,
  title: 'Тариф Growth · щороку',
  amount: money(99_000),
  list_amount: money(99_000),
  promo_code: null,
  pay_status: 'WaitingForPay',
  rejection: null,
  created_at: '2026-11-28T10:00:00.000Z',
  paid_at: null,
  paid_until: null,
  refunded: money(0),
  invoice_number: null,
};

function html(loaderData: { order: TOrder; redirect: string | null; isConfirmedInBrowser: boolean }) {
  const root = { locale: 'uk', user: companyUser(), menu: { specializations: [], cities: [] } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'result', path: '*', loader: () => loaderData, element: <PaymentSuccessPage /> }],
      },
    ],
    { initialEntries: ['/uk/payment/success?order=51'], hydrationData: { loaderData: { root, result: loaderData } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('uk', resources.uk as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the payment result page', () => {
  it('says the payment is being confirmed, in a live region, while the provider has not answered', () => {
    const page = html({ order, redirect: null, isConfirmedInBrowser: true });
    expect(page).toMatch(/role="status" aria-live="polite"[^>]*data-view="confirming"/);
    expect(page).toContain('Підтверджуємо оплату…');
    expect(page).not.toContain('Оплату отримано');
  });

  it('shows a paid order with its invoice, its period and the ways on', () => {
    const paid = {
      ...order,
      pay_status: 'Paid' as const,
      paid_at: '2026-11-28T10:01:00.000Z',
      paid_until: '2027-11-28T10:01:00.000Z',
      invoice_number: 'HW-2026-000042',
    };
    const page = html({ order: paid, redirect: '/uk/profile/add-job', isConfirmedInBrowser: true });
    expect(page).toContain('Оплату отримано');
    expect(page).toContain('HW-2026-000042');
    expect(page).toContain('28 листопада 2027');
    expect(page).toContain('href="/uk/profile/add-job"');
    expect(page).toContain('href="/uk/profile/employer/subscriptions"');
    expect(page).toContain('href="/api/me/orders/51/invoice?locale=uk"');
  });

  it('tells a refusal in the provider’s words and leads back to pay, the page to return to kept', () => {
    const rejected = {
      ...order,
      pay_status: 'PayRejected' as const,
      rejection: { code: 'generic_decline', message: 'Вашу картку відхилено.' },
    };
    const page = html({ order: rejected, redirect: '/uk/profile', isConfirmedInBrowser: false });
    expect(page).toContain('Оплата не пройшла');
    expect(page).toContain('Вашу картку відхилено.');
    expect(page).toContain('href="/uk/payment?order=51&amp;redirect=%2Fuk%2Fprofile"');
    expect(page).not.toContain('HW-');
  });
});
