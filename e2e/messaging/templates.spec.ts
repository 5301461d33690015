import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, expectAccessible, randomClientIp, test } from '../fixtures.ts';
import { roomIdsOf } from '../support/messaging.ts';
import type { DemoRole } from '../support/session.ts';

/**
 * A room of the signed-in account that the other demo account is not in: the conversation tests talk and archive in
 * the room the demo company and the demo worker share, so these tests stay out of it.
 */
async function roomWithout(
  own: APIRequestContext,
  other: DemoRole,
  {
    browser,
    baseURL,
    login,
  }: { browser: Browser; baseURL: string; login: (who: DemoRole, into: BrowserContext) => Promise<unknown> },
) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  await login(other, context);
  const theirs = await roomIdsOf(context.request);
  await context.close();
  const roomId = (await roomIdsOf(own)).find((id) => !theirs.includes(id));
  expect(roomId).toBeDefined();
  return roomId as number;
}

/** Letters only: a run of digits reads as a phone number, which a room refuses before the candidate opens contacts. */
const letters = (length: number) =>
  Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test.describe('message templates', () => {
  test('a company member saves a message as a template, puts it into the field and deletes it', async ({
    page,
    browser,
    baseURL,
    login,
  }) => {
    await login('company');
    const roomId = await roomWithout(page.request, 'worker', { browser, baseURL: baseURL!, login });
    await page.goto(`/profile/conversation/${roomId}`);
    const templatesButton = page.getByRole('button', { name: 'Templates', exact: true });
    // The picker shows once the page is hydrated; Enter sends only from then on.
    await expect(templatesButton).toBeVisible();
    await page.waitForLoadState('networkidle');

    const text = `Thanks for your time, we will come back to you shortly ${letters(10)}`;
    const box = page.getByRole('textbox', { name: 'Your message' });
    const saveAsTemplate = page.getByRole('checkbox', { name: 'Save as template' });
    await box.fill(text);
    await saveAsTemplate.check();
    await box.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible({ timeout: 15_000 });
    await expect(box).toHaveValue('');
    await expect(saveAsTemplate).not.toBeChecked();

    // From the keyboard: the button opens the panel, Escape closes it and gives the focus back.
    const panel = page.getByRole('region', { name: 'Your templates' });
    await templatesButton.focus();
    await page.keyboard.press('Enter');
    await expect(templatesButton).toHaveAttribute('aria-expanded', 'true');
    const saved = panel.getByRole('listitem').filter({ hasText: text });
    await expect(saved).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(templatesButton).toBeFocused();

    await templatesButton.click();
    await saved.getByRole('button', { name: /^Use: / }).click();
    await expect(box).toHaveValue(text);
    await expect(box).toBeFocused();
    await expect(panel).toBeHidden();

    await templatesButton.click();
    await saved.getByRole('button', { name: /^Delete: / }).click();
    await expect(saved).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText('Template deleted.');
    await expectAccessible(page);

    await page.reload();
    await expect(templatesButton).toBeVisible();
    await templatesButton.click();
    await expect(panel.getByText(/No templates yet/).or(panel.getByRole('list'))).toBeVisible();
    await expect(panel.getByText(text)).toHaveCount(0);
  });

  test('a candidate’s composer has no templates', async ({ page, browser, baseURL, login }) => {
    await login('worker');
    const roomId = await roomWithout(page.request, 'company', { browser, baseURL: baseURL!, login });
    await page.goto(`/profile/conversation/${roomId}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Save as template' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Templates', exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
