import type { TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyUser } from '../../../components/billing/billing-test-users.ts';
import { createI18n } from '../../../lib/i18n.ts';
import PricingPage from './route.tsx';

function html({ isCompanyPremium, user = null }: { isCompanyPremium: boolean; user?: TUser | null }) {
  const root = { locale: 'en', user, menu: { specializations: [], cities: [] } };
  const data = { isCompanyPremium, isOfferSent: false };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'pricing', path: '*', loader: () => data, element: <PricingPage /> }],
      },
    ],
    { initialEntries: ['/subscriptions'], hydrationData: { loaderData: { root, pricing: data } } },
  );
  return renderToString(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the pricing page', () => {
  it('prices company premium only where the flag offers it (spec sections 1 and 9)', () => {
    const offered = html({ isCompanyPremium: true, user: companyUser() });
    expect(offered).toContain('Company premium');
    expect(offered).toContain('$30');
    expect(offered).toContain('Or $228 a year ($19 a month).');
    expect(html({ isCompanyPremium: false })).not.toContain('Company premium');
  });

  it('sends a guest to sign in and back, and tells a company that pays already where its tariff is', () => {
    expect(html({ isCompanyPremium: false })).toContain('href="/login?redirect=%2Fsubscriptions"');
    const subscribed = html({ isCompanyPremium: false, user: companyUser({ hasTariff: true }) });
    expect(subscribed).toContain('Your company has a tariff');
    expect(subscribed).toContain('href="/profile/employer/subscriptions"');
  });
});
