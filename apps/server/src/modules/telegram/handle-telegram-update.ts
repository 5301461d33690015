import { type Locale, RATE_LIMITS, type TTelegramUpdate, toLocale } from '@hushwork/contract';
import { hashToken } from '../../platform/auth/secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { userDirectory } from '../identity/index.ts';
import { type BotReply, botReplyOf, localeOfTelegram } from './bot-replies.ts';
import { telegramRepo } from './telegram.repo.ts';
import type { TelegramApi } from './telegram-api.ts';

export type HandleTelegramUpdateOptions = UseCaseArgs<TTelegramUpdate, 'clock' | 'limiter' | 'link'> & {
  telegramApi: TelegramApi;
};

/** `/start`, `/start <token>` (what the personal t.me link sends), `/stop`; `@bot_name` may follow a command. */
const COMMAND = /^\/(start|stop)(?:@\w+)?(?:\s+(\S+))?\s*$/;
/** A deep-link parameter as Telegram allows it; anything else cannot be one of our tokens. */
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

type Command = { name: 'start' | 'stop'; token: string | null; chatId: number; locale: Locale };
type Reply = { chatId: number; locale: Locale; reply: BotReply };

/** A command of a private chat; groups and channels are never linked, so their messages are not read. */
function commandOf(update: TTelegramUpdate): Command | null {
  const message = update.message;
  if (!message?.text || message.chat.type !== 'private') return null;
  const match = COMMAND.exec(message.text.trim());
  if (!match) return null;
  return {
    name: match[1] as Command['name'],
    token: match[2] ?? null,
    chatId: message.chat.id,
    locale: localeOfTelegram(message.from?.language_code),
  };
}

/** A chat flooding the bot is not answered (nor would Telegram take that many messages from a bot). */
async function isWithinLimit(limiter: RateLimiter, chatId: number): Promise<boolean> {
  try {
    await limiter.consume(RATE_LIMITS.telegramCommandsPerChat, `telegram:chat:${chatId}`);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return false;
    throw error;
  }
}

/** The account a token links, spent: none when it is unknown, used, expired, or its account is gone or blocked. */
async function accountOfToken(db: Db, clock: Clock, token: string | null) {
  if (!token || !TOKEN.test(token)) return undefined;
  const userId = await telegramRepo.takeToken(db, hashToken(token), clock.now());
  const user = userId === null ? undefined : await userDirectory.findById(db, userId);
  return user && !user.is_blocked ? user : undefined;
}

async function start(db: Db, clock: Clock, command: Command): Promise<Reply> {
  const { chatId } = command;
  if (command.token === null) {
    const linked = await telegramRepo.linkOfChat(db, chatId);
    const user = linked && (await userDirectory.findById(db, linked.user_id));
    return user ? { chatId, locale: toLocale(user.locale), reply: 'linked' } : { ...command, reply: 'welcome' };
  }
  const user = await accountOfToken(db, clock, command.token);
  if (!user) return { chatId, locale: command.locale, reply: 'tokenInvalid' };
  await telegramRepo.link(db, { user_id: user.id, chat_id: chatId, linked_at: clock.now() });
  return { chatId, locale: toLocale(user.locale), reply: 'linked' };
}

async function stop(db: Db, command: Command): Promise<Reply> {
  const { chatId } = command;
  const removed = await telegramRepo.unlinkChat(db, chatId);
  if (!removed) return { chatId, locale: command.locale, reply: 'notLinked' };
  const user = await userDirectory.findById(db, removed.user_id);
  return { chatId, locale: user ? toLocale(user.locale) : command.locale, reply: 'unlinked' };
}

/**
 * One update Telegram delivered. Its id is recorded in the same transaction as what it changes, so a retried delivery
 * (Telegram retries until it gets a 2xx) changes nothing twice and is not answered twice. Anything but a command of
 * a private chat is recorded and left alone. The answer goes out after the commit, in the account's language once
 * the chat belongs to one, else in the language of the person's Telegram.
 */
export async function handleTelegramUpdate({
  input,
  db,
  clock,
  limiter,
  link,
  telegramApi,
}: HandleTelegramUpdateOptions): Promise<{ ok: true; is_handled: boolean }> {
  const command = commandOf(input);
  const answer = await db.transaction(async (tx) => {
    if (!(await telegramRepo.recordUpdate(tx, input.update_id, clock.now()))) return null;
    if (!command || !(await isWithinLimit(limiter, command.chatId))) return null;
    return command.name === 'start' ? start(tx, clock, command) : stop(tx, command);
  });
  if (!answer) return { ok: true, is_handled: false };
  await telegramApi.sendMessage(
    answer.chatId,
    botReplyOf(answer.locale, answer.reply, link(answer.locale, '/telegram')),
  );
  return { ok: true, is_handled: true };
}
