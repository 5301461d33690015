import { money, ROLES, type TOrder, type TSubscription } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../lib/i18n.ts';
import { testUser } from '../../../../test/render-header.tsx';
import EmployerTabPage from '../../../identity/profile-employer/tab/route.tsx';

const company = {
  id: 7,
  slug: 'acme',
  name: 'Acme',
  description: '',
  is_public: true,
  moderation_status: 'approved' as const,
  moderation_note: null,
  logo_id: null,
  can_send_job_offer: true,
};
const employerOf = (isOwner: boolean) =>
  testUser({
    role_id: ROLES.company,
    name: 'Olga',
    company,
    employer: {
      name: 'Olga',
      position: null,
      created_at: '2026-01-01T00:00:00.000Z',
      community: false,
      logo_id: null,
      is_owner: isOwner,
      is_admin: isOwner,
      waiting_company_approval: false,
      has_hiring_payment_reminder: false,
      tariff: { active: true },
    },
  });
const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const subscription = (changes: Partial<TSubscription> = {}): TSubscription => ({
  id: 5,
  product: 'company_premium',
  tariff: null,
  period: 'month',
  subject_id: null,
  title: 'Company premium · monthly',
  status: 'active',
  amount: usd(3_000),
  current_period_end: '2026-06-01T00:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2026-05-01T00:00:00.000Z',
  ...changes,
});
const order: TOrder = {
  id: 41,
  product: 'company_premium',
  tariff: null,
  period: 'month',
  subject_id: null,
  title: 'Company premium · monthly',
  amount: usd(2_400),
  list_amount: usd(3_000),
  promo_code: 'SPRING-20',
  pay_status: 'Paid',
  rejection: null,
  created_at: '2026-05-01T00:00:00.000Z',
  paid_at: '2026-05-01T00:05:00.000Z',
  paid_until: '2026-06-01T00:00:00.000Z',
  refunded: usd(0),
  invoice_number: 'HW-2026-000042',
};

function html(path: string, user: ReturnType<typeof employerOf>, billing: unknown) {
  const root = { locale: 'en', user, menu: { specializations: [], cities: [] } };
  const loaderData = { user, tab: 'subscriptions', opened: null, billing };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'tab', path: '*', loader: () => loaderData, element: <EmployerTabPage /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, tab: loaderData } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const billing = (changes: object = {}) => ({
  subscriptions: [subscription(), subscription({ id: 6, title: 'Growth tariff · yearly', cancel_at_period_end: true })],
  orders: { list: [order], total: 1, page: 1, pages: 1 },
  cancelling: null,
  details: {
    legal_name: 'Acme Software GmbH',
    address: 'Hauptstraße 1\n10115 Berlin',
    vat_id: 'DE123456789',
    updated_at: '2026-05-01T00:00:00.000Z',
  },
  ...changes,
});

describe('the employer profile’s subscriptions tab', () => {
  it('shows the owner each subscription with its price, status and date, and the owner’s buttons', () => {
    const page = html('/profile/employer/subscriptions', employerOf(true), billing());
    expect(page).toContain('Company premium · monthly');
    expect(page).toContain('$30 a month');
    expect(page).toContain('Active');
    expect(page).toContain('Renews on June 1, 2026');
    expect(page).toContain('Ends on June 1, 2026: it will not renew');
    expect(page).toContain('href="/profile/employer/subscriptions?cancel=5"');
    expect(page).toContain('aria-label="Resume the renewal of Growth tariff · yearly"');
    expect(page).not.toContain('Only your company&#x27;s owner can cancel');
  });

  it('lists the payments with the promo code, the price without it and the invoice number', () => {
    const page = html('/profile/employer/subscriptions', employerOf(true), billing());
    expect(page).toContain('$24');
    expect(page).toContain('Promo code SPRING-20');
    expect(page).toContain('Price without the code: $30');
    expect(page).toContain('Paid');
    expect(page).toContain('HW-2026-000042');
  });

  it('lets a member read it all but change nothing', () => {
    const page = html('/profile/employer/subscriptions', employerOf(false), billing());
    expect(page).toContain('Company premium · monthly');
    expect(page).toContain('HW-2026-000042');
    expect(page).not.toContain('?cancel=5');
    expect(page).not.toContain('Resume renewal');
    expect(page).toContain('Only your company&#x27;s owner can cancel a subscription or resume its renewal.');
  });

  it('lets the owner edit the invoice details and shows a member what the invoices print', () => {
    const owners = html('/profile/employer/subscriptions', employerOf(true), billing());
    expect(owners).toContain('Invoice details');
    expect(owners).toMatch(/<input[^>]*name="legal_name"[^>]*value="Acme Software GmbH"/);
    expect(owners).toMatch(/<input[^>]*name="vat_id"[^>]*value="DE123456789"/);
    expect(owners).toContain('Save the invoice details');
    const members = html('/profile/employer/subscriptions', employerOf(false), billing());
    expect(members).toContain('Acme Software GmbH');
    expect(members).toContain('DE123456789');
    expect(members).not.toContain('name="legal_name"');
    expect(members).toContain('Only your company&#x27;s owner changes the invoice details.');
  });

  it('asks the owner before cancelling, in the page until the script runs', () => {
    const page = html('/profile/employer/subscriptions?cancel=5', employerOf(true), billing({ cancelling: 5 }));
    expect(page).toContain('Cancel Company premium · monthly?');
    expect(page).toContain('What is paid lasts until June 1, 2026, then the subscription ends.');
    expect(page).toMatch(/<button[^>]*value="cancel"/);
  });

  it('says nothing renews above the one-time purchases, and lets the owner alone pay one that is not paid', () => {
    const turbo = (changes: Partial<TOrder>) => ({
      ...order,
      title: 'Turbo for a vacancy',
      product: 'turbo' as const,
      period: null,
      promo_code: null,
      ...changes,
    });
    const list = [
      turbo({ id: 43, pay_status: 'UnPaid', invoice_number: null, paid_at: null }),
      turbo({ id: 42, pay_status: 'PayRejected', invoice_number: null, paid_at: null }),
      // Begun in another tab and not finished: the owner continues it from here.
      turbo({ id: 44, pay_status: 'WaitingForPay', invoice_number: null, paid_at: null }),
      // Included in the tariff: nothing to pay, and it says so beside its list price.
      turbo({ id: 45, tariff: 'included', amount: money(0), list_amount: money(1_900), invoice_number: null }),
      // A subscription's first payment is paid from the premium page, never from here.
      { ...order, id: 41, pay_status: 'WaitingForPay' as const, invoice_number: null, paid_at: null },
    ];
    const data = billing({ subscriptions: [], orders: { list, total: list.length, page: 1, pages: 1 } });
    const owners = html('/profile/employer/subscriptions', employerOf(true), data);
    expect(owners).toContain('No paid tariff: your company uses Hushwork for free');
    expect(owners).toContain('Its one-time purchases are listed under Payments.');
    expect(owners).toContain('href="/payment?order=43&amp;redirect=%2Fprofile%2Femployer%2Fsubscriptions"');
    expect(owners).toContain('href="/payment?order=42&amp;redirect=%2Fprofile%2Femployer%2Fsubscriptions"');
    expect(owners).toContain('href="/payment?order=44&amp;redirect=%2Fprofile%2Femployer%2Fsubscriptions"');
    expect(owners).toContain('Continue the payment');
    expect(owners).toContain('Included in your tariff (list price $19)');
    expect(owners).not.toContain('/payment?order=45');
    expect(owners).not.toContain('/payment?order=41');
    const members = html('/profile/employer/subscriptions', employerOf(false), data);
    expect(members).toContain('Turbo for a vacancy');
    expect(members).not.toContain('/payment?order=');
  });

  it('says nothing is paid yet when there is nothing, for a team without subscriptions or an employer without one', () => {
    for (const data of [billing({ subscriptions: [], orders: { list: [], total: 0, page: 1, pages: 1 } }), null]) {
      const page = html('/profile/employer/subscriptions', employerOf(true), data);
      expect(page).toContain('id="employer-tab-empty"');
      expect(page).toContain('No paid tariff: your company uses Hushwork for free');
      expect(page).not.toContain('data-testid="subscription"');
      expect(page).not.toContain('id="company-orders"');
    }
  });
});
