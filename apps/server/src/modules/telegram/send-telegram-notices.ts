import { TELEGRAM } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Job } from '../../platform/module.ts';
import { telegramRepo } from './telegram.repo.ts';
import { createTelegramApi, type TelegramApi } from './telegram-api.ts';

/**
 * Sends the oldest waiting notices, a batch at a time, each to the chat its account is linked to now. Sent, refused
 * for good (the bot is blocked) and unlinked ones are deleted; one Telegram failed to take is tried again on the next
 * run, at most `TELEGRAM.noticeAttempts` times. Answers how many went out.
 */
export async function sendTelegramNotices(db: Db, telegramApi: TelegramApi): Promise<number> {
  const waiting = await telegramRepo.waitingNotices(db, TELEGRAM.noticeBatch);
  const done: number[] = [];
  let sent = 0;
  for (const notice of waiting) {
    const outcome = notice.chat_id === null ? 'blocked' : await telegramApi.sendMessage(notice.chat_id, notice.text);
    if (outcome === 'sent') sent++;
    if (outcome !== 'failed' || notice.attempts + 1 >= TELEGRAM.noticeAttempts) done.push(notice.id);
    else await telegramRepo.countAttempt(db, notice.id);
  }
  await telegramRepo.deleteNotices(db, done);
  return sent;
}

export const sendTelegramNoticesJob: Job = {
  name: 'send-telegram-notices',
  everyMs: TELEGRAM.noticeEveryMinutes * 60_000,
  async run({ database, config, logger }) {
    if (!config?.TELEGRAM_BOT_TOKEN) return;
    await sendTelegramNotices(database.db, createTelegramApi({ config, logger }));
  },
};
