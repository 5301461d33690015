// @vitest-environment happy-dom
// @vitest-environment-options { "url": "http://localhost/profile/employer" }
import type { TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { readCookie } from '../../lib/session.server.ts';
import { CommissionNotice } from './CommissionNotice.tsx';
import { COMMISSION_NOTICE_COOKIE, isCommissionNoticeDue } from './commission-notice.ts';

const companyAccountFrom = (created_at: string) => ({ employer: { created_at } }) as Pick<TUser, 'employer'>;
const OLD = companyAccountFrom('2021-09-14T08:30:00.000Z');
const NEW = companyAccountFrom('2023-04-24T00:00:00.000Z');

/**
 * What the employer profile's loader decides for a page load carrying this browser's cookies (a request built by
 * hand: the test DOM's own Request drops a Cookie header, as browsers do).
 */
const dueOnNextPage = (user: Pick<TUser, 'employer'>) => {
  const request = { headers: new Headers({ cookie: document.cookie }) } as Request;
  return isCommissionNoticeDue(user, readCookie(request, COMMISSION_NOTICE_COOKIE));
};

function renderNotice() {
  const router = createMemoryRouter([{ path: '/profile/employer', element: <CommissionNotice /> }], {
    initialEntries: ['/profile/employer'],
  });
  render(
    <I18nextProvider i18n={createI18n('en', resources.en as Record<string, unknown>)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the component writes this plain cookie; the test takes it away.
  document.cookie = `${COMMISSION_NOTICE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('the one-time commission notice', () => {
  it('shows once to a company account created before 2023-04-24: closing it keeps it away on the next pages', () => {
    expect(dueOnNextPage(OLD)).toBe(true);
    renderNotice();
    expect(screen.getByRole('heading', { name: 'A commission on hires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the terms of use' }).getAttribute('href')).toBe('/agreement');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('heading', { name: 'A commission on hires' })).toBeNull();
    expect(dueOnNextPage(OLD)).toBe(false);
    expect(dueOnNextPage(OLD)).toBe(false);
  });

  it('never shows to an account created on or after the day, nor to an account that is not a company account', () => {
    expect(dueOnNextPage(NEW)).toBe(false);
    expect(dueOnNextPage(companyAccountFrom('2025-01-02T10:00:00.000Z'))).toBe(false);
    expect(isCommissionNoticeDue({ employer: null }, undefined)).toBe(false);
    expect(isCommissionNoticeDue(null, undefined)).toBe(false);
  });
});
