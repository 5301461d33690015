import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, flowLocales, localized, test } from '../fixtures.ts';
import { E2E_TELEGRAM_BOT } from './telegram-bot.ts';

const BOT_URL = `https://t.me/${E2E_TELEGRAM_BOT.username}`;

const WORDS = {
  en: {
    title: 'Hushwork in Telegram',
    connect: 'Connect in Telegram',
    notLinked: 'Not linked',
    linked: 'Linked',
    unlink: 'Unlink Telegram',
    unlinked: 'Your account is no longer linked to Telegram.',
  },
  uk: {
    title: 'Hushwork у Telegram',
    connect: 'Під’єднати в Telegram',
    notLinked: 'Не під’єднано',
    linked: 'Під’єднано',
    unlink: 'Від’єднати Telegram',
    unlinked: 'Ваш акаунт більше не під’єднано до Telegram.',
  },
} as const;

/** A demo account per language, so the two walks of E2E_FLOW_LOCALES=all never link and unlink the same account. */
const ACCOUNT = { en: 'company', uk: 'worker' } as const;

let updateId = Date.now();
/** What Telegram delivers when the person presses Start in the chat the personal link opened. */
async function pressStart(request: APIRequestContext, origin: string, url: string) {
  const token = new URL(url).searchParams.get('start');
  const chatId = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  const answer = await request.post(`${origin}/api/telegram`, {
    headers: { 'x-telegram-bot-api-secret-token': E2E_TELEGRAM_BOT.webhookSecret },
    data: {
      update_id: ++updateId,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private' },
        from: { id: chatId, is_bot: false, first_name: 'Taras', language_code: 'uk' },
        text: `/start ${token}`,
      },
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ data: { ok: true, is_handled: true } });
}

test('a guest finds the bot from the footer, sees what it sends, and is asked to sign in to connect', async ({
  consentGiven: page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Telegram bot' }).click();
  await expect(page).toHaveURL(/\/telegram$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.en.title);
  await expect(page.getByRole('heading', { name: 'What the bot sends' })).toBeVisible();
  await expect(page.getByText('New responses')).toBeVisible();
  await expect(page.getByRole('link', { name: `Open @${E2E_TELEGRAM_BOT.username}` })).toHaveAttribute('href', BOT_URL);
  await expect(page.getByRole('link', { name: 'Sign in to connect' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Ftelegram',
  );
  await expectAccessible(page);
});

for (const locale of flowLocales('uk')) {
  test(`a signed-in user connects the bot with the personal link and unlinks it again (${locale})`, async ({
    consentGiven: page,
    context,
    baseURL,
    login,
  }) => {
    const words = WORDS[locale];
    await login(ACCOUNT[locale]);
    await page.goto(localized(locale, '/telegram'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByTestId('telegram-status')).toHaveText(words.notLinked);
    const connect = page.getByRole('link', { name: words.connect });
    const url = (await connect.getAttribute('href')) ?? '';
    expect(url).toMatch(new RegExp(`^${BOT_URL}\\?start=[A-Za-z0-9_-]{43}$`));
    await expectAccessible(page);

    await pressStart(context.request, baseURL!, url);
    await page.reload();
    await expect(page.getByTestId('telegram-status')).toHaveText(words.linked);
    await expectAccessible(page);

    await page.getByRole('button', { name: words.unlink }).click();
    await expect(page.getByText(words.unlinked)).toBeVisible();
    await expect(page.getByTestId('telegram-status')).toHaveText(words.notLinked);
    await expect(page.getByRole('link', { name: words.connect })).toBeVisible();
  });
}
