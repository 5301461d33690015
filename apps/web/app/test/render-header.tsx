import type { Locale, TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { IsLiveContext, isShownPath } from '../components/layout/use-is-live.ts';
import { createI18n } from '../lib/i18n.ts';
import type { RootData } from '../lib/root-data.server.ts';

export const testUser = (overrides: Partial<TUser> = {}): TUser => ({
  id: 1,
  role_id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  locale: 'en',
  email_verification: true,
  is_active: true,
  is_profile_active: false,
  status: 'pending',
  has_password: true,
  unread_messages: 0,
  favorites_count: 0,
  unread_responses: 0,
  unread_offers: 0,
  invite_code: 'abc123',
  candidate: null,
  company: null,
  employer: null,
  ...overrides,
});

type HeaderRenderOptions = {
  locale?: Locale;
  path?: string;
  user?: TUser | null;
  /** Which paths count as live; the real table by default, with the flagged products (the community) off. */
  isLive?: (path: string) => boolean;
  telegramChannelUrl?: string | null;
  /** The admin behind a "log in as" session (GET profile's `impersonated_by`). */
  impersonatedBy?: { id: number; name: string } | null;
};

/**
 * Header pieces as a page holds them: under a root route whose loader data carries the user and the mega menu's
 * catalogs, with the real message catalogs of the locale. A fresh tree each call, for a server and a browser render.
 */
export function headerTree(
  ui: ReactElement,
  {
    locale = 'en',
    path = '/',
    user = null,
    isLive = (path: string) => isShownPath(path, null),
    telegramChannelUrl = null,
    impersonatedBy = null,
  }: HeaderRenderOptions = {},
): ReactElement {
  const rootData = {
    locale,
    user,
    impersonatedBy,
    telegramChannelUrl,
    isSubscriptionBannerClosed: false,
    menu: {
      specializations: [{ id: 7, slug: 'python', name: 'Python' }],
      cities: [{ id: 9, slug: 'krakow', name: 'Kraków' }],
    },
  } as unknown as RootData;
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, element: <Outlet />, children: [{ path: '*', element: ui }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData } } },
  );
  const i18n = createI18n(locale, resources[locale] as Record<string, unknown>);
  return (
    <I18nextProvider i18n={i18n}>
      <IsLiveContext.Provider value={isLive}>
        <RouterProvider router={router} />
      </IsLiveContext.Provider>
    </I18nextProvider>
  );
}

export const renderHeader = (ui: ReactElement, options: HeaderRenderOptions = {}) => render(headerTree(ui, options));
