// @vitest-environment happy-dom
import type { TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ProfileTips } from './ProfileTips.tsx';

const user = { is_active: false } as TUser;
let activations = 0;

function renderAt(path: string, who: TUser = user) {
  const router = createMemoryRouter(
    [
      { path: '/admin/profile', element: <ProfileTips user={who} /> },
      {
        path: '/profile/activate',
        action: () => {
          activations += 1;
          return { ok: true };
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  activations = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('profile tips', () => {
  it('shows the activate tip 5 seconds after opening with ?activate, and one click activates', async () => {
    renderAt('/admin/profile?activate');
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    // The tip gives way to the one status line that says it worked.
    await screen.findByText(resources.en.Profile.activated);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([resources.en.Profile.activated]);
    expect(activations).toBe(1);
  });

  it('does not offer activation to an active profile', () => {
    renderAt('/admin/profile?activate', { is_active: true } as TUser);
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('asks for a password change with ?cp', () => {
    renderAt('/admin/profile?cp');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      resources.en.Profile.changePasswordTip,
    ]);
  });
});
