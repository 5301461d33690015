import type { Locale, NOTIFICATION_KINDS } from '@hushwork/contract';
import type { resources } from '@hushwork/contract/i18n';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { translate } from '../../platform/i18n/server-i18n.ts';
import { wantsNotification } from '../identity/index.ts';
import { telegramRepo } from './telegram.repo.ts';

type NoticeWords = (typeof resources)['en']['Telegram']['notice'];
/** A notice: its words in the Telegram catalog and the values they name (a link is always one of them). */
export type TelegramNotice = {
  [K in keyof NoticeWords]: { notice: K; params: Record<string, string> & { link: string } };
}[keyof NoticeWords];

type TelegramNoticeRequest = {
  user_id: number;
  /** Which notification setting decides (spec: the user picks per kind and channel). */
  kind: (typeof NOTIFICATION_KINDS)[number];
  locale: Locale;
} & TelegramNotice;

/** What other modules may ask of Telegram: a notice to an account, if it linked a chat and wants this kind there. */
export type TelegramNotices = {
  /** Whether the account linked a chat and has this kind on for Telegram. */
  isWanted(db: Db, userId: number, kind: TelegramNoticeRequest['kind']): Promise<boolean>;
  enqueue(db: Db, request: TelegramNoticeRequest, clock: Clock): Promise<boolean>;
};

declare module '../../platform/module.ts' {
  interface ModulePorts {
    telegramNotices: TelegramNotices;
  }
}

/**
 * Writes the notice into the outbox, in the caller's transaction and already in the account's language, when the
 * account has a linked chat and has not turned this kind off for Telegram; the job sends it (send-telegram-notices).
 */
export const telegramNotices: TelegramNotices = {
  async isWanted(db, userId, kind) {
    if (!(await telegramRepo.linkOf(db, userId))) return false;
    return wantsNotification({ db, input: { user_id: userId, kind, channel: 'telegram' } });
  },
  async enqueue(db, request, clock) {
    if (!(await telegramNotices.isWanted(db, request.user_id, request.kind))) return false;
    await telegramRepo.addNotice(db, {
      user_id: request.user_id,
      text: translate(request.locale, `Telegram:notice.${request.notice}`, request.params),
      created_at: clock.now(),
    });
    return true;
  },
};
