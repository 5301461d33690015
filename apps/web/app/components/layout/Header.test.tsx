// @vitest-environment happy-dom
import { ROLES } from '@hushwork/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLivePath, LIVE_SECTIONS } from '../../lib/live-sections.ts';
import { headerTree, renderHeader, testUser } from '../../test/render-header.tsx';
import { announceUnreadMessages, setUnreadMessages } from '../messaging/unread-messages.ts';
import { watchUnreadMessages } from '../messaging/unread-watcher.ts';
import { Header } from './Header.tsx';
import { loadMenuParts } from './menu-parts.ts';
import { isShownPath } from './use-is-live.ts';

// The header's socket is the watcher's (lazily loaded): here it opens nothing, and the test brings the events.
vi.mock('../messaging/unread-watcher.ts', () => ({
  watchUnreadMessages: vi.fn(() => () => {}),
  stopWatching: vi.fn(),
}));

// The menus as a visitor uses them, their code loaded; the hand-over from the disclosures is MenuDisclosure.test.tsx's.
beforeAll(() => loadMenuParts());
afterEach(cleanup);

const allLive = () => true;
const worker = testUser({ role_id: ROLES.worker });
const company = testUser({ role_id: ROLES.company, name: 'Acme' });
const admin = testUser({ role_id: ROLES.admin, name: 'Root' });

const hrefs = () => Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
const internalHrefs = () => hrefs().filter((href) => href.startsWith('/'));

/** Radix registers its outside-click listener a tick after opening, as a real click would come later too. */
const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Opens a Radix menu trigger from the keyboard, as a keyboard user would. */
async function openWithKeyboard(trigger: HTMLElement) {
  trigger.focus();
  fireEvent.keyDown(trigger, { key: 'Enter' });
  await nextTick();
}

/** A whole mouse click on the page outside any menu: some primitives wait for the click, not the press. */
function clickOutside() {
  const target = document.body;
  fireEvent.pointerDown(target, { button: 0 });
  fireEvent.mouseDown(target, { button: 0 });
  fireEvent.pointerUp(target, { button: 0 });
  fireEvent.mouseUp(target, { button: 0 });
  fireEvent.click(target, { button: 0 });
}

function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
}

describe('Header links only to pages that exist', () => {
  it('shows a guest sign in and sign up in the page language, and nothing that would answer 404', () => {
    renderHeader(<Header />, { locale: 'pl', path: '/pl/privacy' });
    expect(hrefs()).toContain('/pl/login');
    expect(hrefs()).toContain('/pl/register');
    expect(internalHrefs().filter((href) => !isLivePath(href))).toEqual([]);
    // Job openings are live: the search box searches them in the page's language.
    expect(screen.getByRole('search').getAttribute('action')).toBe('/pl/job-openings');
  });

  it("searches candidates for a company, and hides the box while the candidates' pages are off", () => {
    renderHeader(<Header />, { locale: 'uk', path: '/uk/privacy', user: company });
    expect(screen.getByRole('search').getAttribute('action')).toBe('/uk/candidates');
    // Named by what it searches, not "Search job openings".
    expect(within(screen.getByRole('search')).getByRole('searchbox', { name: 'Пошук кандидатів' })).toBeTruthy();
    cleanup();
    renderHeader(<Header />, { path: '/privacy', user: company });
    expect(screen.getByRole('searchbox', { name: 'Search candidates' }).getAttribute('placeholder')).toBe(
      'Search candidates',
    );
    cleanup();
    renderHeader(<Header />, { path: '/privacy', user: worker });
    expect(screen.getByRole('searchbox', { name: 'Search job openings' }).closest('form')?.getAttribute('action')).toBe(
      '/job-openings',
    );
    cleanup();
    const withoutCandidates = (path: string) => isLivePath(path, { ...LIVE_SECTIONS, candidates: false });
    renderHeader(<Header />, { path: '/privacy', user: company, isLive: withoutCandidates });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('shows the search, the menu row and the vacancies mega menu once their sections are live', () => {
    renderHeader(<Header />, { path: '/privacy', isLive: allLive });
    expect(screen.getByRole('search').getAttribute('action')).toBe('/job-openings');
    expect(screen.getByRole('button', { name: 'Job openings' }).getAttribute('aria-expanded')).toBe('false');
    expect(hrefs()).toContain('/candidates');
  });

  it('links a company, and only a company, to the community where the deployment offers it', () => {
    const offered = (path: string) => isShownPath(path, { companyPremium: false, community: true });
    renderHeader(<Header />, { path: '/privacy', user: company });
    expect(hrefs()).not.toContain('/community');
    cleanup();
    renderHeader(<Header />, { locale: 'uk', path: '/uk/privacy', user: company, isLive: offered });
    expect(hrefs()).toContain('/uk/community');
    expect(screen.getAllByRole('link', { name: 'Спільнота' }).length).toBeGreaterThan(0);
    for (const user of [null, worker, admin]) {
      cleanup();
      renderHeader(<Header />, { path: '/privacy', user, isLive: offered });
      expect(hrefs()).not.toContain('/community');
    }
  });

  it('has no search box on the home page', () => {
    renderHeader(<Header />, { locale: 'uk', path: '/uk', isLive: allLive });
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('links the Telegram channel only when one is configured', () => {
    renderHeader(<Header />, { path: '/privacy' });
    expect(screen.queryByRole('link', { name: 'Telegram channel' })).toBeNull();
    cleanup();
    renderHeader(<Header />, { path: '/privacy', telegramChannelUrl: 'https://t.me/hushwork_jobs' });
    expect(screen.getByRole('link', { name: 'Telegram channel' }).getAttribute('href')).toBe(
      'https://t.me/hushwork_jobs',
    );
  });

  it('hides a worker notifications and favorites until their pages exist, then shows them as named icons', () => {
    const withoutFavorites = (path: string) =>
      isLivePath(path, { ...LIVE_SECTIONS, favorites: false, applications: false });
    renderHeader(<Header />, {
      path: '/profile/user',
      user: { ...worker, unread_offers: 12 },
      isLive: withoutFavorites,
    });
    expect(screen.queryByRole('link', { name: /Offers/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    expect(internalHrefs().filter((href) => !isLivePath(href))).toEqual([]);
    cleanup();
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, unread_offers: 12 }, isLive: allLive });
    // The bell opens the offers, and its name says so.
    const bell = screen.getByRole('link', { name: 'Offers: 12 unread' });
    expect(bell.getAttribute('href')).toBe('/profile/offers');
    // Named icons: the picture is hidden from assistive technology, the link's name says what it is.
    expect(bell.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Favorites' }).querySelector('svg')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    // No emoji or text glyph stands in for an icon.
    expect(document.body.textContent).not.toMatch(/[🔔♡✕☰]/u);
  });

  it('counts a worker’s or a company’s favorites on the favorites icon, in its name and a badge', () => {
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, favorites_count: 3 } });
    const heart = screen.getByRole('link', { name: 'Favorites: 3 saved' });
    expect(heart.getAttribute('href')).toBe('/profile/favorites');
    expect(within(heart).getByTestId('favorites-badge').textContent).toBe('3');
    cleanup();
    renderHeader(<Header />, { locale: 'uk', path: '/uk/profile/employer', user: { ...company, favorites_count: 0 } });
    const empty = screen.getByRole('link', { name: 'Обране' });
    expect(within(empty).queryByTestId('favorites-badge')).toBeNull();
  });

  it('shows a company the add-job button, opening the wizard, only once its page exists', () => {
    const isLive = (path: string) => isLivePath(path, { ...LIVE_SECTIONS, vacancyManagement: false });
    renderHeader(<Header />, { path: '/profile/employer', user: company, isLive });
    expect(screen.queryByRole('link', { name: 'Post a job' })).toBeNull();
    cleanup();
    renderHeader(<Header />, { path: '/profile/employer', user: company, isLive: allLive });
    expect(screen.getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/profile/add-job');
    expect(screen.getByRole('link', { name: 'Responses' }).getAttribute('href')).toBe('/profile/responses');
  });

  it('counts a company’s unread responses and a worker’s unread offers on the bell, up to 9, then 9+', () => {
    renderHeader(<Header />, {
      path: '/profile/employer',
      user: { ...company, unread_responses: 9, unread_offers: 4, unread_messages: 30 },
      isLive: allLive,
    });
    const bell = screen.getByRole('link', { name: 'Responses: 9 unread' });
    expect(bell.getAttribute('href')).toBe('/profile/responses');
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('9');
    cleanup();
    renderHeader(<Header />, {
      path: '/profile/user',
      user: { ...worker, unread_offers: 1, unread_responses: 5, unread_messages: 30 },
      isLive: allLive,
    });
    expect(within(screen.getByRole('link', { name: 'Offers: 1 unread' })).getByTestId('unread-badge').textContent).toBe(
      '1',
    );
    cleanup();
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, unread_messages: 30 }, isLive: allLive });
    const quiet = screen.getByRole('link', { name: 'Offers' });
    expect(quiet.getAttribute('href')).toBe('/profile/offers');
    expect(within(quiet).queryByTestId('unread-badge')).toBeNull();
  });
});

describe('Messages icon', () => {
  it('links a worker’s and a company’s conversations with the unread count, up to 9, then 9+; admins have none', () => {
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, unread_messages: 3 }, isLive: allLive });
    const icon = screen.getByRole('link', { name: 'Messages: 3 unread' });
    expect(icon.getAttribute('href')).toBe('/profile/conversation');
    expect(icon.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(icon).getByTestId('messages-badge').textContent).toBe('3');
    cleanup();
    renderHeader(<Header />, { locale: 'uk', path: '/uk/profile/employer', user: { ...company, unread_messages: 30 } });
    const many = screen.getByRole('link', { name: 'Повідомлення: 30 непрочитаних' });
    expect(many.getAttribute('href')).toBe('/uk/profile/conversation');
    expect(within(many).getByTestId('messages-badge').textContent).toBe('9+');
    cleanup();
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, unread_messages: 0 } });
    expect(screen.queryByTestId('messages-badge')).toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/profile/conversation');
    cleanup();
    renderHeader(<Header />, { path: '/admin', user: { ...admin, unread_messages: 2 }, isLive: allLive });
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
    cleanup();
    const withoutMessaging = (path: string) => isLivePath(path, { ...LIVE_SECTIONS, messaging: false });
    renderHeader(<Header />, {
      path: '/profile/user',
      user: { ...worker, unread_messages: 2 },
      isLive: withoutMessaging,
    });
    expect(screen.queryByRole('link', { name: /Messages/ })).toBeNull();
  });

  it('watches the socket on other pages and takes the live count from it and from the conversation page', async () => {
    vi.mocked(watchUnreadMessages).mockClear();
    renderHeader(<Header />, { path: '/profile/user', user: { ...worker, id: 41, unread_messages: 1 } });
    await waitFor(() => expect(watchUnreadMessages).toHaveBeenCalledWith(41));
    act(() => setUnreadMessages(12));
    expect(screen.getByTestId('messages-badge').textContent).toBe('9+');
    expect(screen.getByRole('link', { name: 'Messages: 12 unread' })).toBeTruthy();
    act(() => announceUnreadMessages(0));
    expect(screen.queryByTestId('messages-badge')).toBeNull();
  });

  it('opens no socket of its own on the conversation pages, which tell it their count', async () => {
    vi.mocked(watchUnreadMessages).mockClear();
    renderHeader(<Header />, { path: '/de/profile/conversation/5', user: { ...worker, unread_messages: 1 } });
    act(() => announceUnreadMessages(2));
    expect(screen.getByTestId('messages-badge').textContent).toBe('2');
    await nextTick();
    expect(watchUnreadMessages).not.toHaveBeenCalled();
  });
});

describe('Avatar menu', () => {
  const itemsOf = async (user: typeof worker, path: string) => {
    renderHeader(<Header />, { path, user });
    await openWithKeyboard(screen.getByRole('button', { name: 'Account' }));
    const menu = screen.getByRole('menu');
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]);
  };
  /**
   * The role's pages in their order, sign out last. A domain that adds a page of its own to the menu (the recipe's
   * last step) adds an item between them; that is not a change this test should have to follow.
   */
  const expectItemsInOrder = (items: (string | null)[][], expected: (string | null)[][]) => {
    const known = new Set(expected.map(([label]) => label));
    expect(items.filter(([label]) => known.has(label ?? null))).toEqual(expected);
    expect(items.at(-1)).toEqual(['Sign out', null]);
  };

  it('gives a worker their applications, offers, conversations, the live account pages and sign out', async () => {
    expectItemsInOrder(await itemsOf(worker, '/profile/user'), [
      ['My profile', '/profile/user'],
      ['My applications', '/profile/responses/companies'],
      ['Offers', '/profile/offers'],
      ['Messages', '/profile/conversation'],
      ['Notification settings', '/profile/user#notifications-title'],
      ['Invite friends', '/profile/user/referrals'],
      ['Password', '/profile/password'],
      ['Sign out', null],
    ]);
  });

  it('gives a company its job openings, responses, the add-job wizard and its employer pages', async () => {
    expectItemsInOrder(await itemsOf(company, '/profile/employer'), [
      ['My profile', '/profile/employer'],
      ['My job openings', '/profile/job-openings'],
      ['Responses', '/profile/responses/candidates'],
      ['Post a job', '/profile/add-job'],
      ['Messages', '/profile/conversation'],
      ['Notification settings', '/profile/employer#notifications-title'],
      ['Invite friends', '/profile/employer/referrals'],
      ['Password', '/profile/password'],
      ['Sign out', null],
    ]);
  });

  it('gives an admin the admin profile, the outstaff conversations and password', async () => {
    expect(await itemsOf(admin, '/admin/profile')).toEqual([
      ['My profile', '/admin/profile'],
      ['Outstaff conversations', '/profile/conversation/outstaff'],
      ['Password', '/profile/password'],
      ['Sign out', null],
    ]);
  });

  it('opens from the keyboard and closes on Escape with focus back on its trigger', async () => {
    renderHeader(<Header />, { path: '/profile/user', user: worker });
    const trigger = screen.getByRole('button', { name: 'Account' });
    await openWithKeyboard(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(trigger.id);
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on a click outside', async () => {
    renderHeader(<Header />, { path: '/profile/user', user: worker });
    await openWithKeyboard(screen.getByRole('button', { name: 'Account' }));
    clickOutside();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes once an item is chosen', async () => {
    renderHeader(<Header />, { path: '/profile/user', user: worker });
    await openWithKeyboard(screen.getByRole('button', { name: 'Account' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Password' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('Language switcher', () => {
  it('keeps the query and hash when switching language', async () => {
    renderHeader(<Header />, { path: '/register?role=company#form' });
    await openWithKeyboard(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/de/register?role=company#form',
    );
    expect(screen.getByRole('menuitem', { name: 'English' }).getAttribute('href')).toBe('/register?role=company#form');
  });

  it('closes on Escape with focus back on its trigger, and on a click outside', async () => {
    renderHeader(<Header />, { path: '/privacy' });
    const trigger = screen.getByRole('button', { name: /Language/ });
    await openWithKeyboard(trigger);
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await openWithKeyboard(trigger);
    expect(screen.getByRole('menu').getAttribute('aria-labelledby')).toBe(trigger.id);
    clickOutside();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('Vacancies mega menu', () => {
  it('closes on Escape with focus back on its trigger, on a click outside and once a link is chosen', async () => {
    renderHeader(<Header />, { path: '/privacy', isLive: allLive });
    const trigger = screen.getByRole('button', { name: 'Job openings' });
    const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
    fireEvent.click(trigger);
    await nextTick();
    expect(isOpen()).toBe(true);
    expect(screen.getByRole('link', { name: 'Kraków' }).getAttribute('href')).toBe('/job-openings/cities/krakow');
    pressEscape();
    await waitFor(() => expect(isOpen()).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    fireEvent.click(trigger);
    await nextTick();
    clickOutside();
    await waitFor(() => expect(isOpen()).toBe(false));

    fireEvent.click(trigger);
    await nextTick();
    fireEvent.click(screen.getByRole('link', { name: 'Python' }));
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('is absent while job openings are not live', () => {
    const withoutSearch = (path: string) => isLivePath(path, { ...LIVE_SECTIONS, vacancySearch: false });
    renderHeader(<Header />, { path: '/privacy', isLive: withoutSearch });
    expect(screen.queryByRole('button', { name: 'Job openings' })).toBeNull();
  });
});

describe('Mobile menu', () => {
  it('marks new items, and closes on Escape (focus back on its trigger) and once a link is chosen', async () => {
    renderHeader(<Header />, { path: '/privacy', isLive: allLive });
    const trigger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(trigger);
    await nextTick();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const external = within(dialog).getByRole('link', { name: /Jobs from other sites/ });
    expect(external.textContent).toBe('Jobs from other sitesNew');
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    fireEvent.click(trigger);
    await nextTick();
    clickOutside();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(trigger);
    await nextTick();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('holds the search on phones, named by what it searches, and closes once it is sent', async () => {
    renderHeader(<Header />, { path: '/privacy', user: company, isLive: allLive });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await nextTick();
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const box = within(dialog).getByRole('searchbox', { name: 'Search candidates' });
    expect(within(dialog).getByRole('search').getAttribute('action')).toBe('/candidates');
    // The wide header's box and the menu's each have their own id, so each label names its own box.
    expect(document.querySelectorAll(`[id="${box.id}"]`)).toHaveLength(1);
    fireEvent.change(box, { target: { value: 'kotlin' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderHeader(<Header />, { path: '/login', isLive: allLive });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await nextTick();
    // Home and the sign-in pages have their own forms: the menu adds none, as the wide header does not.
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('search')).toBeNull();
  });

  it('is not offered to a signed-in user when none of its pages exist', () => {
    const nothingLive = (path: string) =>
      isLivePath(path, {
        ...LIVE_SECTIONS,
        companies: false,
        vacancySearch: false,
        candidates: false,
        externalJobs: false,
        blog: false,
        resumeBuilder: false,
      });
    renderHeader(<Header />, { path: '/profile/user', user: worker, isLive: nothingLive });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});

describe('Server render and hydration', () => {
  const options = { path: '/register?role=company', user: worker, isLive: allLive };

  it('server-renders every menu as a disclosure whose links work without scripts', () => {
    const html = renderToString(headerTree(<Header />, options));
    // Mega menu, language switcher, avatar menu and mobile menu.
    expect(html.match(/<details/g)).toHaveLength(4);
    // Phones search from the mobile menu's disclosure before any script runs.
    const privacy = renderToString(headerTree(<Header />, { ...options, path: '/privacy' }));
    expect(privacy.match(/role="search"/g)).toHaveLength(2);
    expect(html).toContain('href="/de/register?role=company"');
    expect(html).toContain('href="/job-openings/dev/python"');
    expect(html).toContain('href="/profile/password"');
    expect(html).toContain('action="/logout"');
  });

  it('hydrates without a mismatch, then turns the disclosures into accessible menus', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(headerTree(<Header />, options));
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = await act(async () =>
      hydrateRoot(container, headerTree(<Header />, options), { onRecoverableError: (error) => errors.push(error) }),
    );
    await waitFor(() => expect(container.querySelectorAll('details')).toHaveLength(0));
    expect(within(container).getByRole('button', { name: 'Account' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(errors).toEqual([]);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});

describe('Admin menu', () => {
  const dashboard = () =>
    screen.getAllByRole('link', { name: 'Dashboard' }).find((link) => link.closest('header nav[aria-label]'));

  it('does not mark Dashboard current on /admin/profile, only on /admin', () => {
    renderHeader(<Header viewer="admin" />, { path: '/admin/profile', user: admin, isLive: allLive });
    expect(dashboard()?.getAttribute('aria-current')).toBeNull();
    cleanup();
    renderHeader(<Header viewer="admin" />, { path: '/admin', user: admin, isLive: allLive });
    expect(dashboard()?.getAttribute('aria-current')).toBe('page');
  });
});
