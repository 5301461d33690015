import { z } from 'zod';
import { dataOf } from '../envelope.ts';

/** Whether the signed-in account is linked to a Telegram chat, and since when; a guest's is never. */
export const ZTelegramLink = z
  .object({
    is_linked: z.boolean(),
    linked_at: z.string().nullable(),
  })
  .meta({ id: 'TelegramLink' });
export type TTelegramLink = z.infer<typeof ZTelegramLink>;

/**
 * The site's bot: its username and the t.me link to open it. For an account that may link, the link carries a one-time
 * `?start=` token (valid `TELEGRAM.linkTokenMinutes`) that links the chat it is opened in to that account.
 */
export const ZTelegramBot = z
  .object({
    username: z.string(),
    url: z.string(),
    /** Whether the link carries the reader's personal token (it links their account when they press Start). */
    is_personal: z.boolean(),
    ...ZTelegramLink.shape,
  })
  .meta({ id: 'TelegramBot' });
export type TTelegramBot = z.infer<typeof ZTelegramBot>;

export const ZTelegramBotAnswer = dataOf(ZTelegramBot);
export const ZTelegramLinkAnswer = dataOf(ZTelegramLink);

/*
 * Telegram's Update (core.telegram.org/bots/api#update), read tolerantly: only what the bot uses is described, every
 * other field (and every other kind of update) passes unread, so a field Telegram adds tomorrow is no 422 that it
 * would retry for a day. Ids are Telegram's: chat ids may be negative and need up to 52 bits.
 */
const ZTelegramChat = z.looseObject({
  id: z.number().int(),
  type: z.string().optional(),
});
const ZTelegramUser = z.looseObject({
  id: z.number().int(),
  /** An IETF tag of the user's Telegram language ("uk", "en-GB"); the bot answers strangers in it when it can. */
  language_code: z.string().max(35).optional(),
});
const ZTelegramMessage = z.looseObject({
  message_id: z.number().int(),
  chat: ZTelegramChat,
  from: ZTelegramUser.optional(),
  text: z.string().optional(),
});

export const ZTelegramUpdate = z
  .looseObject({
    update_id: z.number().int().min(0),
    message: ZTelegramMessage.optional(),
  })
  .meta({ id: 'TelegramUpdate' });
export type TTelegramUpdate = z.infer<typeof ZTelegramUpdate>;

/** Telegram reads only the status; the body says whether the update was acted on (a replay or an unknown one is not). */
export const ZTelegramUpdateAnswer = dataOf(z.object({ ok: z.literal(true), is_handled: z.boolean() }));
