/**
 * The bot the suite's server is configured with (playwright.config.ts): a username for /telegram's links and the
 * webhook's secret, with which a spec delivers an update as Telegram would. No token: the bot links without answering.
 */
export const E2E_TELEGRAM_BOT = { username: 'hushwork_e2e_bot', webhookSecret: 'e2e-telegram-webhook-secret' } as const;
