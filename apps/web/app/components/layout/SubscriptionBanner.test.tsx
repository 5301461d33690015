// @vitest-environment happy-dom
import { ROLES, type TProfileEmployer } from '@hushwork/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHeader, testUser } from '../../test/render-header.tsx';
import { SubscriptionBanner } from './SubscriptionBanner.tsx';

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the preference cookie the banner writes.
  document.cookie = 'hw_subscription_banner=; Max-Age=0; Path=/';
});

const employer = (active: boolean): TProfileEmployer => ({
  name: 'Acme',
  position: null,
  created_at: '2026-01-01T00:00:00.000Z',
  community: false,
  logo_id: null,
  is_owner: true,
  is_admin: false,
  waiting_company_approval: false,
  has_hiring_payment_reminder: false,
  tariff: { active },
});
const company = (active: boolean) => testUser({ role_id: ROLES.company, employer: employer(active) });
const banner = () => screen.queryByTestId('subscription-banner');

describe('the subscription banner (spec section 6)', () => {
  it('invites a company without a tariff to the tariffs, in its language', () => {
    renderHeader(<SubscriptionBanner user={company(false)} isClosed={false} />, { locale: 'pl', path: '/pl/privacy' });
    expect(banner()?.querySelector('a')?.getAttribute('href')).toBe('/pl/subscriptions');
  });

  it.each([
    ['while the tariff is active', company(true), false],
    ['to a job seeker', testUser({ role_id: ROLES.worker }), false],
    ['to a guest', null, false],
    ['once closed', company(false), true],
  ])('is not shown %s', (_when, user, isClosed) => {
    renderHeader(
      <>
        <p>page</p>
        <SubscriptionBanner user={user} isClosed={isClosed} />
      </>,
      { path: '/privacy' },
    );
    // The page rendered, without the banner.
    expect(screen.getByText('page')).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it('closes at once and remembers it for 30 days', () => {
    renderHeader(<SubscriptionBanner user={company(false)} isClosed={false} />, { path: '/privacy' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain('hw_subscription_banner=closed');
  });
});
