// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { testUser } from '../../../test/render-header.tsx';
import AddJobPage from './route.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const choices = {
  specializations: [{ id: 1, name: 'Backend' }],
  keywords: [
    { id: 7, name: 'Go' },
    { id: 8, name: 'Rust' },
  ],
  seniority: [{ key: 'senior', name: 'Senior' }],
  experience: [{ key: '2y', name: '2 years' }],
  english_levels: [{ key: 'fluent', name: 'Fluent' }],
  job_types: [
    { key: 'full_time', name: 'Full time' },
    { key: 'is_remote_work', name: 'Remote work' },
  ],
  employment: [{ key: 'is_seekers', name: 'Job seekers' }],
};

function page() {
  const data = { payDialog: null, choices };
  const root = { locale: 'en', user: testUser({ role_id: ROLES.company }), menu: { specializations: [], cities: [] } };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: <Outlet />,
        children: [{ id: 'add-job', path: '*', loader: () => data, element: <AddJobPage /> }],
      },
    ],
    { initialEntries: ['/profile/add-job'], hydrationData: { loaderData: { root, 'add-job': data } } },
  );
  return (
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}

/** The API as the browser meets it: one answer to the import call, the request kept to be checked. */
function stubImport(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function importFrom(url: string) {
  fireEvent.change(await screen.findByLabelText('Import from a link'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('the wizard’s import field', () => {
  it('fills the wizard with what the page gave and goes back to its first step', async () => {
    window.localStorage.setItem('hushwork:add-job-step', '3');
    const calls = stubImport(200, {
      data: {
        draft: {
          title: 'Senior Go Engineer',
          description: '<p>Payments.</p>',
          keyword_ids: [7],
          budget: 5000,
          currency: 'EUR',
          job_types: ['full_time', 'is_remote_work'],
        },
        cities: [{ id: 3, name: 'Berlin' }],
        source: 'json_ld',
        url: 'https://jobs.example.org/go',
      },
    });
    render(page());
    await importFrom('https://jobs.example.org/go');
    expect(
      await screen.findByText('The form is filled in from the page. Check each step before publishing.'),
    ).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/vacancies/import', body: { url: 'https://jobs.example.org/go' } }]);
    expect(screen.getByText(/Step 1 of 6/)).toBeTruthy();
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('Senior Go Engineer');
    expect((screen.getByLabelText('Go') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Rust') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Remote work') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Berlin')).toBeTruthy();
  });

  it('shows the refusal in the API’s words and keeps the form as it was', async () => {
    stubImport(422, {
      code: 'FETCH_ADDRESS_NOT_ALLOWED',
      message: 'This address points to a private or local network',
      errors: { url: ['This address points to a private or local network'] },
    });
    render(page());
    await importFrom('http://10.0.0.1/job');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This address points to a private or local network');
    expect(screen.getByLabelText('Import from a link').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy());
  });
});
