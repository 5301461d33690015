import { resources } from '@hushwork/contract/i18n';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../lib/i18n.ts';

/** Renders a component inside a router and the real catalogs of a locale, as a page would. */
export function renderWithApp(
  ui: ReactElement,
  {
    locale = 'en' as const,
    path = '/',
    ...options
  }: RenderOptions & { locale?: 'en' | 'de' | 'pl' | 'ru' | 'uk'; path?: string } = {},
) {
  const i18n = createI18n(locale, resources[locale] as Record<string, unknown>);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
    options,
  );
}
