// @vitest-environment happy-dom
import { resources } from '@hushwork/contract/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ErrorBoundary } from './locale-layout.tsx';

afterEach(cleanup);

function renderFailingRoute(status: number, locale: 'en' | 'de') {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary,
      loader: () => {
        throw data(null, { status });
      },
      element: null,
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n(locale, resources[locale] as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('route load errors', () => {
  it('show the error page with the status the loader failed with', async () => {
    renderFailingRoute(503, 'en');
    // The status shows as its own line, whole (not a 503 inside some longer text).
    expect((await screen.findByText('503')).textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
  });

  it('show the not-found page for a 404, in the page language', async () => {
    renderFailingRoute(404, 'de');
    expect((await screen.findByText('404')).textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(resources.de.ErrorPage.notFoundTitle);
  });
});
