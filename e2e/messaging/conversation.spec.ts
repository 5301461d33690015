import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';

type RoomsAnswer = { data: { list: { id: number }[] } };

/** The ids of the rooms an account's list shows (the active ones, then the archived ones). */
async function roomIdsOf(request: APIRequestContext) {
  const ids: number[] = [];
  for (const archived of ['0', '1']) {
    const answer = await request.get(`/api/me/rooms?archived=${archived}`);
    expect(answer.ok()).toBe(true);
    ids.push(...((await answer.json()) as RoomsAnswer).data.list.map((room) => room.id));
  }
  return ids;
}

test.describe('conversations', () => {
  // Both tests use the demo worker's rooms: archiving one must not race the live conversation.
  test.describe.configure({ mode: 'serial' });
  test('a company writes, the candidate’s open page shows it live and answers, the company sees the answer', async ({
    page,
    browser,
    login,
    baseURL,
  }) => {
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

    await page.goto('/profile/conversation');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // Hydrated, with its socket's lazy code loaded: only then is the page subscribed to live events.
    await page.waitForLoadState('networkidle');
    const title = await page.title();
    await companyPage.goto(`/profile/conversation/${roomId}`);
    // Enter sends once the page is hydrated; before that it is a new line in the box.
    await companyPage.waitForLoadState('networkidle');
    const stamp = `Hello from the team ${Date.now()}`;
    const companyBox = companyPage.getByRole('textbox', { name: 'Your message' });
    await companyBox.fill(stamp);
    await companyBox.press('Enter');
    await expect(companyPage.getByRole('list', { name: 'Messages' }).getByText(stamp)).toBeVisible({ timeout: 15_000 });

    // Live: the worker's list shows the message and the unread count, and the title alternates.
    await expect(page.getByRole('link', { name: new RegExp(stamp) })).toBeVisible();
    await expect.poll(() => page.title(), { timeout: 6000 }).toMatch(/New messages/);
    await expectAccessible(page);

    await page.getByRole('link', { name: new RegExp(stamp) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/conversation/${roomId}$`));
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(stamp)).toBeVisible();
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
    expect(title).toContain('Messages');
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
    const room = page
      .getByRole('navigation', { name: 'Conversations' })
      .locator('xpath=..')
      .getByRole('listitem')
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
