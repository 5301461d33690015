import type { ModuleContext } from '../../platform/module.ts';

/** How a message went: delivered, refused for good (the person blocked the bot), or worth trying again. */
type SendOutcome = 'sent' | 'blocked' | 'failed';
/** What the bot says through Telegram: the one Bot API call it makes. */
export type TelegramApi = { sendMessage(chatId: number, text: string): Promise<SendOutcome> };

/** Telegram answers in well under a second; a webhook that waits longer only holds its update back. */
const TIMEOUT_MS = 5_000;

/**
 * `sendMessage` of the Bot API at `TELEGRAM_API_URL` (a local stand-in in tests). Without a token the bot cannot
 * speak: it links chats silently. A refusal is logged, never thrown: the update it answers is already handled, and
 * Telegram would only deliver it again. Log lines never carry the URL, which holds the token.
 */
export function createTelegramApi({ config, logger }: Pick<ModuleContext, 'config' | 'logger'>): TelegramApi {
  const token = config.TELEGRAM_BOT_TOKEN;
  const base = config.TELEGRAM_API_URL.replace(/\/$/, '');
  return {
    async sendMessage(chatId, text) {
      if (!token) return 'failed';
      try {
        const response = await fetch(`${base}/bot${token}/sendMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chat_id: chatId, text, link_preview_options: { is_disabled: true } }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return 'sent';
        // 403: the person blocked the bot, which is theirs to do and no fault of ours.
        if (response.status === 403) {
          logger.info('telegram sendMessage refused: the bot is blocked');
          return 'blocked';
        }
        logger.warn({ status: response.status }, 'telegram sendMessage failed');
      } catch (error) {
        logger.warn({ reason: (error as Error).name }, 'telegram sendMessage failed');
      }
      return 'failed';
    },
  };
}
