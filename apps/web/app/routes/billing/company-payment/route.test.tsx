import { money, type TCompanyPremium } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { createI18n } from '../../../lib/i18n.ts';
import CompanyPaymentPage from './route.tsx';

const employerOf = (isOwner: boolean) => companyUser({ isOwner, canSendJobOffer: false });
const unpaid: TCompanyPremium = {
  enabled: true,
  can_send_job_offer: false,
  prices: { month: money(3_000), year: money(22_800) },
  subscription: null,
  pending_order: null,
};
const running = (changes: object = {}): TCompanyPremium => ({
  ...unpaid,
  can_send_job_offer: true,
  subscription: {
    id: 5,
    product: 'company_premium',
    tariff: null,
    period: 'year',
    subject_id: null,
    title: 'Company premium · yearly',
    status: 'active',
    amount: money(22_800),
    current_period_end: '2027-05-01T00:00:00.000Z',
    cancel_at_period_end: false,
    created_at: '2026-05-01T00:00:00.000Z',
    ...changes,
  },
});

function html(path: string, data: { isOwner: boolean; premium: TCompanyPremium; isConfirmingStop?: boolean }) {
  const user = employerOf(data.isOwner);
  const root = { locale: 'en', user, menu: { specializations: [], cities: [] } };
  const back = new URL(`http://x${path}`).searchParams.get('redirect');
  const loaderData = { user, back, isConfirmingStop: false, ...data };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'page', path: '*', loader: () => loaderData, element: <CompanyPaymentPage /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root, page: loaderData } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the company payment page', () => {
  it('offers the owner both periods, the yearly one as a month’s share with the saving, and keeps the way back', () => {
    const page = html('/profile/payment/company?redirect=%2Fprofile%2Fadd-job', { isOwner: true, premium: unpaid });
    expect(page).toContain('$30 a month');
    expect(page).toContain('$228 a year');
    expect(page).toContain('$19 a month: you save 36%');
    expect(page).toContain('name="promo_code"');
    expect(page).toMatch(/<input type="hidden" name="redirect" value="\/profile\/add-job"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Pay<\/button>/);
  });

  it('tells a member that only the owner pays, with the prices to tell them, and offers no payment', () => {
    const page = html('/profile/payment/company', { isOwner: false, premium: unpaid });
    expect(page).toContain('Only the owner pays');
    expect(page).toContain('Please ask the owner to pay.');
    expect(page).toContain('Company premium: $30 a month or $228 a year');
    expect(page).not.toContain('name="promo_code"');
    expect(page).not.toContain('>Pay</button>');
  });

  it('shows the owner premium as it runs, with the way to stop renewing, and the way back once paid', () => {
    const page = html('/profile/payment/company?redirect=%2Fprofile%2Fadd-job', {
      isOwner: true,
      premium: running(),
    });
    expect(page).toContain('Company premium · yearly');
    expect(page).toContain('Renews on May 1, 2027');
    expect(page).toContain('href="/profile/payment/company?redirect=%2Fprofile%2Fadd-job&amp;confirm=stop"');
    expect(page).toContain('href="/profile/add-job"');
    expect(page).not.toContain('name="promo_code"');
  });

  it('says when premium stopped from renewing ends, and offers no second stop', () => {
    const page = html('/profile/payment/company', { isOwner: true, premium: running({ cancel_at_period_end: true }) });
    expect(page).toContain('Ends on May 1, 2027: it will not renew');
    expect(page).not.toContain('confirm=stop');
  });

  it('asks before stopping, in the page until the script runs', () => {
    const page = html('/profile/payment/company?confirm=stop', {
      isOwner: true,
      premium: running(),
      isConfirmingStop: true,
    });
    expect(page).toContain('Stop renewing premium?');
    expect(page).toContain('Premium stays until May 1, 2027');
    expect(page).toMatch(/<button[^>]*value="stop"/);
  });
});
