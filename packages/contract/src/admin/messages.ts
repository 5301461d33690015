import { z } from 'zod';
import { ADMIN } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** `GET admin/messages`: every conversation, newest first; one account's (either side) or one company's. */
export const ZAdminRoomsQuery = z.object({
  user_id: z.preprocess(emptyAsAbsent, zId.optional()),
  company_id: z.preprocess(emptyAsAbsent, zId.optional()),
  page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
});
export type TAdminRoomsQuery = z.input<typeof ZAdminRoomsQuery>;
export type TAdminRoomsQueryParsed = z.output<typeof ZAdminRoomsQuery>;

/**
 * A conversation as admins see it for moderation: both sides named (admins see who is behind an anonymous profile),
 * when it last moved and how many messages it holds. Opening it is written to the audit log.
 */
export const ZAdminRoom = z
  .object({
    id: z.number().int(),
    company_id: z.number().int(),
    /** Empty when the company is gone. */
    company_name: z.string(),
    candidate_user_id: z.number().int(),
    /** Empty when the account is gone or erased. */
    candidate_name: z.string(),
    candidate_email: z.string(),
    is_outstaff: z.boolean(),
    source: z.string(),
    created_at: z.string(),
    last_message_at: z.string(),
    message_count: z.number().int(),
  })
  .meta({ id: 'AdminRoom' });
export type TAdminRoom = z.infer<typeof ZAdminRoom>;
export const ZAdminRoomsPage = pagedListOf(ZAdminRoom);

export const ZAdminRoomParams = z.object({ id: zId });
/** A page of a conversation, oldest first: the newest `ADMIN.roomPageSize`, or those before a message id. */
export const ZAdminRoomQuery = z.object({ before_id: z.preprocess(emptyAsAbsent, zId.optional()) });

export const ZAdminRoomMessage = z
  .object({
    id: z.number().int(),
    sender_user_id: z.number().int(),
    /** Empty when the account is gone or erased. */
    sender_name: z.string(),
    side: z.enum(['company', 'candidate']),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminRoomMessage' });
export type TAdminRoomMessage = z.infer<typeof ZAdminRoomMessage>;
export const ZAdminRoomDetail = dataOf(
  z
    .object({ room: ZAdminRoom, list: z.array(ZAdminRoomMessage), has_more: z.boolean() })
    .meta({ id: 'AdminRoomDetail' }),
);
export type TAdminRoomDetail = z.infer<typeof ZAdminRoomDetail>['data'];
