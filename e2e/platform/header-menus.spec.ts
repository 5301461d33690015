import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures.ts';
import { hydrated } from '../support/hydration.ts';

const SHOTS = '/tmp/shots';

/**
 * A menu trigger once the page is hydrated (before that the menus are plain disclosures): the accessible version
 * announces its popup.
 */
const trigger = (page: Page, name: RegExp | string) =>
  page
    .locator('header')
    .getByRole('button', { name, exact: typeof name === 'string' })
    .and(page.locator('[aria-haspopup]'));

/** Focuses the trigger from the keyboard and opens it with Enter. */
async function openWithKeyboard(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Open, Escape (focus back on the trigger), open again, click outside: the behaviour every header menu shares. */
async function expectClosesOnEscapeAndOutsideClick(page: Page, button: Locator, popup: Locator) {
  await openWithKeyboard(page, button);
  await expect(popup).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(button).toBeFocused();

  await openWithKeyboard(page, button);
  await expect(popup).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(popup).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

test.describe('header menus on a wide screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('the language switcher opens from the keyboard, closes on Escape, outside click and a choice', async ({
    consentGiven: page,
  }) => {
    await page.goto('/register?role=company');
    const button = trigger(page, /Language/);
    const menu = page.getByRole('menu');
    await expectClosesOnEscapeAndOutsideClick(page, button, menu);

    await openWithKeyboard(page, button);
    await expect(menu.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await expectAccessible(page);
    // Arrow keys move through the languages; Enter follows the link, query kept.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/register\?role=company$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the avatar menu lists the live account pages and closes on Escape, outside click and a choice', async ({
    consentGiven: page,
    login,
  }) => {
    await login('worker');
    await page.goto('/privacy');
    const button = trigger(page, 'Account');
    const menu = page.getByRole('menu');
    await expectClosesOnEscapeAndOutsideClick(page, button, menu);

    await openWithKeyboard(page, button);
    // The worker's pages in their order, sign out last; a new domain's own item may stand between them.
    const expected = [
      'My profile',
      'My applications',
      'Offers',
      'Messages',
      'Notification settings',
      'Invite friends',
      'Password',
      'Sign out',
    ];
    await expect(menu.getByRole('menuitem').last()).toHaveText('Sign out');
    const items = await menu.getByRole('menuitem').allTextContents();
    const labels = items.map((item) => item.replace(/\s+/g, ' ').trim());
    expect(labels.filter((label) => expected.includes(label))).toEqual(expected);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/avatar-menu-open.png`, clip: { x: 880, y: 0, width: 400, height: 440 } });
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'Password' }).click();
    await expect(page).toHaveURL(/\/profile\/password$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the mobile menu opens from the keyboard and closes on Escape, outside click and a choice', async ({
  consentGiven: page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/privacy');
  // A guest's legal page hydrates on the first interaction (ADR 0046).
  await hydrated(page, 'header a');
  const button = trigger(page, 'Menu');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await openWithKeyboard(page, button);
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog and stays there.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  await openWithKeyboard(page, button);
  await expect(dialog).toBeVisible();
  // The overlay on the left of the sliding panel is outside the menu.
  await page.mouse.click(10, 400);
  await expect(dialog).toBeHidden();

  await openWithKeyboard(page, button);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/mobile-menu-open.png` });
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toHaveCount(0);
});

for (const role of ['guest', 'worker', 'company'] as const) {
  test(`the header looks finished for a ${role} at 1280 and 390 px`, async ({ consentGiven: page, login }) => {
    mkdirSync(SHOTS, { recursive: true });
    if (role !== 'guest') await login(role);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/privacy');
      await hydrated(page, 'header a');
      await expect(page.locator('header button[aria-haspopup]').first()).toBeVisible();
      // Nothing in the header spills past the screen's edge.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/header-${role}-${width}.png`, clip: { x: 0, y: 0, width, height: 160 } });
    }
  });
}
