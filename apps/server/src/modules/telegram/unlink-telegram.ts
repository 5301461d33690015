import type { TTelegramLink } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { botReplyOf } from './bot-replies.ts';
import { telegramRepo } from './telegram.repo.ts';
import type { TelegramApi } from './telegram-api.ts';

export type UnlinkTelegramOptions = UseCaseArgs<Record<never, never>, 'link'> & { telegramApi: TelegramApi };

/**
 * Unlinks the account from its chat, and tells the chat so in the reader's language: nothing more comes there.
 * Unlinking an account that is not linked leaves the state asked for, so it is no error.
 */
export async function unlinkTelegram({ actor, db, link, telegramApi }: UnlinkTelegramOptions): Promise<TTelegramLink> {
  requirePermission(actor, 'delete:telegram-link:own');
  const { user_id } = requireUser(actor);
  const removed = await telegramRepo.unlinkUser(db, user_id);
  if (removed)
    await telegramApi.sendMessage(
      removed.chat_id,
      botReplyOf(actor.locale, 'unlinked', link(actor.locale, '/telegram')),
    );
  return { is_linked: false, linked_at: null };
}
