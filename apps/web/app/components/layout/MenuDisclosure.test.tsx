// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../test/render-header.tsx';

/**
 * The header as a tab has it between hydration and the arrival of the menus' code. Each test starts with that code
 * not loaded (a fresh copy of our modules; React stays one), and with the browser never idle, so the test decides
 * when the code arrives.
 */
async function headerBeforeMenuCode() {
  vi.resetModules();
  const [{ Header }, { loadMenuParts }, { renderHeader }] = await Promise.all([
    import('./Header.tsx'),
    import('./menu-parts.ts'),
    import('../../test/render-header.tsx'),
  ]);
  renderHeader(<Header />, { path: '/privacy', user: testUser() });
  return { arrive: () => act(async () => void (await loadMenuParts())) };
}

beforeEach(() => vi.stubGlobal('requestIdleCallback', () => 0));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const disclosureOf = (testId: string) => screen.getByTestId(testId) as HTMLDetailsElement;

function openDisclosure(details: HTMLDetailsElement) {
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('a header menu before its code has arrived', () => {
  it('is the disclosure, whose links work, and asks for the code when the pointer reaches it', async () => {
    await headerBeforeMenuCode();
    const avatar = disclosureOf('avatar-menu');
    expect(avatar.tagName).toBe('DETAILS');
    expect(avatar.querySelector('a[href="/profile/password"]')).not.toBeNull();
    fireEvent.pointerEnter(avatar.querySelector('summary')!);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-haspopup')).toBe('menu'),
    );
  });

  it('becomes an open menu when it was opened as a disclosure', async () => {
    const { arrive } = await headerBeforeMenuCode();
    openDisclosure(disclosureOf('avatar-menu'));
    await arrive();
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Password' }).getAttribute('href')).toBe('/profile/password');
  });

  it('hands the focus from its summary to its trigger', async () => {
    const { arrive } = await headerBeforeMenuCode();
    disclosureOf('language-switcher').querySelector('summary')!.focus();
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Language/ }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes once a link in it is chosen', async () => {
    await headerBeforeMenuCode();
    const avatar = disclosureOf('avatar-menu');
    openDisclosure(avatar);
    const link = avatar.querySelector<HTMLAnchorElement>('a[href="/profile/password"]')!;
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(avatar.open).toBe(false);
  });
});
