// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { EmptyState } from './EmptyState.tsx';
import { Tabs } from './Tabs.tsx';

afterEach(cleanup);

const tabs = [
  { to: '/profile/responses/candidates', label: 'Responses', count: 2, isCurrent: true },
  { to: '/profile/responses/candidates?tab=offers', label: 'Sent offers', count: 0, isCurrent: false },
];

describe('Tabs', () => {
  it('links each view and marks only the current one', () => {
    renderWithApp(<Tabs label="Lists" tabs={tabs} />);
    expect(screen.getByRole('navigation', { name: 'Lists' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Responses/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Sent offers/ }).hasAttribute('aria-current')).toBe(false);
  });

  it('is named by the kit when the page gives no name', () => {
    renderWithApp(<Tabs tabs={tabs} />, { locale: 'de' });
    expect(screen.getByRole('navigation', { name: 'Bereiche' })).toBeTruthy();
  });

  it('counts unread items only when there are some, totals always', () => {
    renderWithApp(<Tabs label="Lists" tabs={tabs} counts="unread" />);
    expect(screen.getByRole('link', { name: /Sent offers/ }).textContent).toBe('Sent offers');
    cleanup();
    renderWithApp(<Tabs label="Lists" tabs={tabs} />);
    expect(screen.getByRole('link', { name: /Sent offers/ }).textContent).toBe('Sent offers0');
  });
});

describe('EmptyState', () => {
  it('says the kit’s words when the page has none of its own, in the page language', () => {
    renderWithApp(<EmptyState />, { locale: 'pl' });
    expect(screen.getByText('Nic tu jeszcze nie ma')).toBeTruthy();
  });

  it('shows the page’s own words and where to go instead', () => {
    renderWithApp(<EmptyState title="No job openings" action={<a href="/profile/add-job">Post a job</a>} />);
    expect(screen.getByText('No job openings')).toBeTruthy();
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'Post a job' })).toBeTruthy();
  });
});
