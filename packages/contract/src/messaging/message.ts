import { z } from 'zod';
import { MESSAGING } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { zId } from '../validation.ts';

const required = { error: 'validation:required', abort: true } as const;

/** Which side of a room wrote a message, or reads it: the company's team, or the candidate (and outstaff admins). */
export const ZMessageSide = z.enum(MESSAGING.sides);
export type TMessageSide = z.infer<typeof ZMessageSide>;

/**
 * A message as one reader sees it. `is_mine`: the reader wrote it (a colleague's message is the company's, not the
 * reader's). `author_name`: the team member who wrote a company message; never anything of a candidate's account.
 * `is_read`: the side it was written to has read it (the sender's read receipt).
 */
export const ZMessage = z
  .object({
    id: z.number().int(),
    room_id: z.number().int(),
    side: ZMessageSide,
    is_mine: z.boolean(),
    author_name: z.string().nullable(),
    text: z.string(),
    created_at: z.string(),
    is_read: z.boolean(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

/** `1`/`0`/`true`/`false`, as forms and JSON send a flag (spec section 3). */
const zFlag = z.preprocess(
  (value) =>
    value === '1' || value === 'true' || value === 1
      ? true
      : value === '0' || value === 'false' || value === 0
        ? false
        : value,
  z.boolean(),
);

/** A message's text: trimmed, required, at most `MESSAGING.textMax` characters. */
export const zMessageText = z.string(required).trim().min(1, required).max(MESSAGING.textMax);

export const ZSendMessageRequest = z.object({
  room_id: zId,
  text: zMessageText,
  /** A company member keeps the text among their templates as well. */
  save_as_template: zFlag.optional().default(false),
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequest>;

/** The outstaff calls take the room in the path; the rest of the body is a message's. */
export const ZOutstaffMessageRequest = ZSendMessageRequest.pick({ text: true });
export const ZOutstaffRoomParams = z.object({ candidate: zId, room: zId });

/**
 * A page of a room's messages in the order they were written. Without `before_id` or `after_id`: the newest
 * `limit`. `before_id`: the `limit` written just before it (history, read upward). `after_id`: those written after it,
 * oldest first (a reconnecting tab catches up without duplicates, repeating while `has_more`).
 */
export const ZListMessagesQuery = z
  .object({
    room_id: zId,
    before_id: zId.optional(),
    after_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(MESSAGING.pageSize).default(MESSAGING.pageSize),
  })
  .refine((query) => query.before_id === undefined || query.after_id === undefined, {
    path: ['after_id'],
    params: { i18n: 'beforeOrAfter' },
  });
export type TListMessagesQuery = z.input<typeof ZListMessagesQuery>;
export const ZOutstaffMessagesQuery = z.object({
  before_id: zId.optional(),
  after_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGING.pageSize).default(MESSAGING.pageSize),
});

export const ZMessageResponse = dataOf(ZMessage);

/** `first-text`: the suggested opening of a company's first message to a candidate, about a vacancy or not. */
export const ZFirstTextQuery = z.object({ candidate_id: zId, vacancy_id: zId.optional() });
export const ZFirstTextResponse = dataOf(z.object({ text: z.string() }));

/** A company member's saved message. */
export const ZMessageTemplate = z
  .object({ id: z.number().int(), text: z.string(), created_at: z.string() })
  .meta({ id: 'MessageTemplate' });
export type TMessageTemplate = z.infer<typeof ZMessageTemplate>;
export const ZTemplateParams = z.object({ id: zId });
