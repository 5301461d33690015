// @vitest-environment happy-dom
import { ROLES, type TProfileEmployer } from '@hushwork/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHeader, testUser } from '../../test/render-header.tsx';
import { Header } from '../layout/Header.tsx';

// The header's socket is the watcher's (lazily loaded): here it opens nothing.
vi.mock('../messaging/unread-watcher.ts', () => ({
  watchUnreadMessages: vi.fn(() => () => {}),
  stopWatching: vi.fn(),
}));
afterEach(cleanup);

const employer = (has_hiring_payment_reminder: boolean): TProfileEmployer => ({
  name: 'Acme',
  position: null,
  created_at: '2026-01-01T00:00:00.000Z',
  community: false,
  logo_id: null,
  is_owner: false,
  is_admin: false,
  waiting_company_approval: false,
  has_hiring_payment_reminder,
  tariff: { active: false },
});
const banner = () => screen.queryByTestId('unpaid-hiring-banner');

describe('the unpaid hiring banner', () => {
  it('tells a company account whose hiring fee is overdue, with the way to the hirings tab in its language', () => {
    const user = testUser({ role_id: ROLES.company, employer: employer(true) });
    renderHeader(<Header />, { locale: 'uk', path: '/uk/privacy', user });
    expect(banner()?.getAttribute('role')).toBe('alert');
    expect(banner()?.textContent).toContain('Комісію за найм прострочено.');
    expect(
      within(banner() as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/uk/profile/employer/hirings');
  });

  it('stays away while no fee is overdue, and from anyone but a company account', () => {
    renderHeader(<Header />, {
      path: '/privacy',
      user: testUser({ role_id: ROLES.company, employer: employer(false) }),
    });
    expect(banner()).toBeNull();
    cleanup();
    renderHeader(<Header />, { path: '/privacy', user: testUser({ role_id: ROLES.worker, employer: employer(true) }) });
    expect(banner()).toBeNull();
    cleanup();
    renderHeader(<Header />, { path: '/privacy', user: null });
    expect(banner()).toBeNull();
  });
});
