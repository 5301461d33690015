// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { testUser } from '../../../test/render-header.tsx';
import AddJobPage, { STEP_KEY } from './route.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const choices = {
  specializations: [{ id: 1, name: 'Backend' }],
  keywords: ['Go', 'Kafka', 'Rust', 'Java', 'Kotlin', 'Scala'].map((name, index) => ({ id: index + 1, name })),
  seniority: [{ key: 'senior', name: 'Senior' }],
  experience: [{ key: '2y', name: '2 years' }],
  english_levels: [{ key: 'fluent', name: 'Fluent' }],
  job_types: [{ key: 'is_remote_work', name: 'Remote work' }],
  employment: [{ key: 'is_seekers', name: 'Job seekers' }],
};

function page(data: { payDialog: 'owner' | 'member' | null; choices: typeof choices | null }) {
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

describe('the vacancy wizard', () => {
  it('starts at step 1 and keeps the step in the browser, so a reload opens the same one', async () => {
    render(page({ payDialog: null, choices }));
    expect(await screen.findByText(/Step 1 of 6/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Step 2 of 6/)).toBeTruthy();
    expect(window.localStorage.getItem(STEP_KEY)).toBe('2');
    cleanup();
    render(page({ payDialog: null, choices }));
    expect(await screen.findByText(/Step 2 of 6/)).toBeTruthy();
  });

  it('lets five technologies be ticked, then disables the rest', async () => {
    window.localStorage.setItem(STEP_KEY, '2');
    render(page({ payDialog: null, choices }));
    await screen.findByText(/Step 2 of 6/);
    for (const name of ['Go', 'Kafka', 'Rust', 'Java', 'Kotlin']) fireEvent.click(screen.getByLabelText(name));
    expect((screen.getByLabelText('Scala') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('5 of 5 chosen')).toBeTruthy();
  });

  it('shows a member the pay notice instead of the wizard', async () => {
    render(page({ payDialog: 'member', choices: null }));
    expect(await screen.findAllByText('Only your company’s owner can pay for premium: please ask them.')).toHaveLength(
      2,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
