// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { titleOnTick, useTitleAlert } from './use-title-alert.ts';

function Page() {
  const { pathname } = useLocation();
  // What a page's <title> does on a client navigation: the next page's title replaces the last one's.
  document.title = pathname === '/a' ? 'Page A' : 'Page B';
  useTitleAlert(2, '(2) New messages');
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('title alert', () => {
  it('alternates the title with the indicator while there are unread messages', () => {
    expect([0, 1, 2, 3].map((tick) => titleOnTick('Messages', '(2) New', 2, tick))).toEqual([
      'Messages',
      '(2) New',
      'Messages',
      '(2) New',
    ]);
    expect(titleOnTick('Messages', '(0) New', 0, 1)).toBe('Messages');
  });

  it('alternates with the indicator every 2 seconds, and after a navigation with the new page’s title only', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Page A');
    act(() => vi.advanceTimersByTime(2000));
    expect(document.title).toBe('(2) New messages');
    act(() => vi.advanceTimersByTime(2000));
    expect(document.title).toBe('Page A');
    act(() => vi.advanceTimersByTime(2000));
    expect(document.title).toBe('(2) New messages');
    await act(() => router.navigate('/b'));
    expect(document.title).toBe('Page B');
    for (let tick = 0; tick < 4; tick += 1) {
      act(() => vi.advanceTimersByTime(2000));
      expect(document.title).toBe(tick % 2 === 0 ? '(2) New messages' : 'Page B');
    }
  });
});
