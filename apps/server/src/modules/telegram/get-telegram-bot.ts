import { can, TELEGRAM, type TTelegramBot } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { telegramRepo } from './telegram.repo.ts';

export type GetTelegramBotOptions = UseCaseArgs<Record<never, never>, 'clock'> & {
  /** TELEGRAM_BOT_USERNAME; none answers TELEGRAM_BOT_NOT_CONFIGURED. */
  username: string | undefined;
};

/**
 * The bot's t.me link. An account that may link gets a personal one: a new `?start=` token replaces its last, so the
 * page it opens is the only one whose button works. An admin acting as someone ("log in as") gets the plain link, or
 * they could link their own Telegram to that person's account.
 */
export async function getTelegramBot({ actor, db, clock, username }: GetTelegramBotOptions): Promise<TTelegramBot> {
  requirePermission(actor, 'read:telegram-bot:any');
  if (!username) throw new AppError('TELEGRAM_BOT_NOT_CONFIGURED');
  const url = `https://t.me/${username}`;
  const userId = actor.user_id;
  if (userId === null || !can(actor.role, 'create:telegram-link:own') || actor.impersonator_user_id)
    return { username, url, is_personal: false, is_linked: false, linked_at: null };
  const token = generateToken();
  const expiresAt = new Date(clock.now().getTime() + TELEGRAM.linkTokenMinutes * 60_000);
  await telegramRepo.putToken(db, { user_id: userId, token_hash: hashToken(token), expires_at: expiresAt });
  const link = await telegramRepo.linkOf(db, userId);
  return {
    username,
    url: `${url}?start=${token}`,
    is_personal: true,
    is_linked: link !== undefined,
    linked_at: link?.linked_at.toISOString() ?? null,
  };
}
