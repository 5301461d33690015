import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { roomIdsOf } from '../support/messaging.ts';

/** The reader's unread messages over all their rooms, as the API counts them. */
async function unreadOf(request: APIRequestContext) {
  const answer = await request.get('/api/me/rooms');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { unread_messages: number } }).data.unread_messages;
}

/** What the header's badge says: up to 9, then 9+; nothing at 0. */
const badgeText = (count: number) => (count === 0 ? '' : count > 9 ? '9+' : String(count));

/** When each of the page's realtime sockets opened and closed (by the test's clock), in the order they opened. */
function socketTimes(page: Page) {
  const sockets: { opened: number; closed?: number }[] = [];
  page.on('websocket', (socket) => {
    const times: { opened: number; closed?: number } = { opened: Date.now() };
    sockets.push(times);
    socket.on('close', () => {
      times.closed = Date.now();
    });
  });
  return sockets;
}

/** Writes in the open thread and waits until the thread shows it sent. */
async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible({ timeout: 15_000 });
}

test.describe('conversations', () => {
  // Both tests use the demo worker's rooms: archiving one must not race the live conversation.
  test.describe.configure({ mode: 'serial' });
  test('a company writes, the candidate’s header shows it live on another page, their conversation page too; the company sees the answer', async ({
    page,
    browser,
    login,
    baseURL,
  }) => {
    // Two accounts, four pages and three messages: about 25 s on a busy machine, more than the default allows.
    const companyContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    });
    const companyPage = await companyContext.newPage();
    await login('worker');
    await login('company', companyContext);
    // The demo seed has the demo company talk to the demo worker: the one room both lists share.
    const workerRooms = await roomIdsOf(page.request);
    const roomId = (await roomIdsOf(companyPage.request)).find((id) => workerRooms.includes(id));
    expect(roomId).toBeDefined();
    const sockets = socketTimes(page);

    // The candidate is on their profile page, not the conversations: the header keeps the count live there.
    await page.goto('/profile/user');
    // Hydrated, with the header's socket code loaded: only then is the page subscribed to live events.
    await page.waitForLoadState('networkidle');
    // The page's own title (with messages already unread, the title alert may be showing its indicator).
    const title = String(
      await (await page.waitForFunction(() => !document.title.includes('New messages') && document.title)).jsonValue(),
    );
    const unread = await unreadOf(page.request);
    const badge = page.locator('header').getByTestId('messages-badge');
    await expect(badge).toHaveCount(unread > 0 ? 1 : 0);
    await companyPage.goto(`/profile/conversation/${roomId}`);
    // Enter sends once the page is hydrated; before that it is a new line in the box.
    await companyPage.waitForLoadState('networkidle');
    const stamp = `Hello from the team ${Date.now()}`;
    await send(companyPage, stamp);

    // Live, without a reload: the header's badge and its link's name count the message, and the title alternates.
    await expect(badge).toHaveText(badgeText(unread + 1));
    await expect(page.locator('header').getByRole('link', { name: `Messages: ${unread + 1} unread` })).toBeVisible();
    await expect.poll(() => page.title(), { timeout: 6000 }).toMatch(/New messages/);
    await expect.poll(() => page.title(), { timeout: 6000 }).toBe(title);
    await expectAccessible(page);

    // The header leads to the conversations, whose page keeps its own socket: the header opens no second one.
    await page
      .locator('header')
      .getByRole('link', { name: `Messages: ${unread + 1} unread` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(stamp) })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The header's socket closes as the page opens its own, not after the few seconds it outlives other pages by.
    await expect.poll(() => sockets.length).toBe(2);
    await expect.poll(() => sockets[0]?.closed).toBeDefined();
    expect((sockets[0]?.closed ?? 0) - (sockets[1]?.opened ?? 0)).toBeLessThan(1500);
    expect(sockets[1]?.closed).toBeUndefined();

    // Live on the conversations too: the list shows the next message, the header's badge counts it.
    const next = `And one more thing ${Date.now()}`;
    await send(companyPage, next);
    await expect(page.getByRole('link', { name: new RegExp(next) })).toBeVisible();
    await expect(badge).toHaveText(badgeText(unread + 2));
    await expect.poll(() => page.title(), { timeout: 6000 }).toMatch(/New messages/);
    await expectAccessible(page);

    await page.getByRole('link', { name: new RegExp(next) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/conversation/${roomId}$`));
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(next)).toBeVisible();
    // The room is read: the page tells the header the count that is left.
    await expect
      .poll(
        async () =>
          ((await badge.count()) ? await badge.textContent() : '') === badgeText(await unreadOf(page.request)),
      )
      .toBe(true);
    // (The demo worker's profile is open to the demo company through demo applications, so links are allowed here;
    // the refusal before that is the action's unit test and the API's integration test.)
    const workerBox = page.getByRole('textbox', { name: 'Your message' });
    const answer = `Thanks, glad to talk ${Date.now()}`;
    await workerBox.fill(answer);
    await workerBox.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
    await expect(workerBox).toHaveValue('');
    await expectAccessible(page);

    // The company's open thread gets the answer live, and its own message shows read.
    await expect(companyPage.getByRole('list', { name: 'Messages' }).getByText(answer)).toBeVisible();
    await expect(companyPage.getByRole('list', { name: 'Messages' }).getByText(/Read/).first()).toBeVisible();
    await expectAccessible(companyPage);
    expect(title).toContain('Hushwork');
    await companyContext.close();
  });

  test('the worker archives a conversation and restores it from the archived tab', async ({ page, login }) => {
    await login('worker');
    await page.goto('/profile/conversation');
    const first = page.getByRole('button', { name: /^Archive: / }).first();
    const label = (await first.getAttribute('aria-label'))?.replace(/^Archive: /, '') ?? '';
    await first.click();
    await expect(page.getByRole('button', { name: `Archive: ${label}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived' }).click();
    await page.getByRole('button', { name: `Restore: ${label}` }).click();
    await expect(page.getByRole('button', { name: `Restore: ${label}` })).toHaveCount(0);
    await page.getByRole('link', { name: 'Conversations', exact: true }).click();
    await expect(page.getByRole('button', { name: `Archive: ${label}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a narrow screen the list and the thread show one at a time', async ({ page, login }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await login('worker');
    await page.goto('/profile/conversation');
    await expect(page.getByText('Choose a conversation to read it.')).toBeHidden();
    // The first room of the list beside the tabs (the tabs are a list of their own, inside their navigation).
    const room = page
      .getByRole('navigation', { name: 'Conversations' })
      .locator('xpath=..')
      .locator(':scope > ul > li')
      .first();
    await room.getByRole('link').click();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Archived' })).toBeHidden();
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expect(page.getByRole('link', { name: 'Archived' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
