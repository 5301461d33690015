import { z } from 'zod';
import { MESSAGING } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zId } from '../validation.ts';
import { ZMessage, ZMessageSide, zMessageText } from './message.ts';

export const ZRoomSource = z.enum(MESSAGING.sources);

/** The company of a room, as its page shows it; `slug` is null once the company is gone. */
export const ZRoomCompany = z
  .object({ id: z.number().int(), slug: z.string().nullable(), name: z.string(), logo_id: z.string().nullable() })
  .meta({ id: 'RoomCompany' });

/**
 * The candidate of a room as the reader may see them (ADR 0023): the anonymous `label` (the desired position) always;
 * `name` only where the profile is opened to the reader's company, to an admin, or to the candidate themself.
 * `is_opened`: whether the company sees who the candidate is (links and contacts may be written from then on).
 */
export const ZRoomCandidate = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    label: z.string(),
    name: z.string().nullable(),
    is_opened: z.boolean(),
  })
  .meta({ id: 'RoomCandidate' });

/**
 * A conversation as one side sees it: `side` is the reader's, `unread_count` the other side's messages the reader's
 * side has not read, `is_archived` the reader's side's choice. `read_message_id`: the other side has read up to it
 * (read receipts for the reader's own messages).
 */
export const ZRoom = z
  .object({
    id: z.number().int(),
    side: ZMessageSide,
    is_outstaff: z.boolean(),
    source: ZRoomSource,
    company: ZRoomCompany,
    candidate: ZRoomCandidate,
    last_message: ZMessage.nullable(),
    unread_count: z.number().int(),
    read_message_id: z.number().int(),
    is_archived: z.boolean(),
    created_at: z.string(),
    last_message_at: z.string(),
  })
  .meta({ id: 'Room' });
export type TRoom = z.infer<typeof ZRoom>;

const zFlag = z.preprocess(
  (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : value),
  z.boolean(),
);

/** `archived=1` lists the reader's archived rooms; by default the others. */
export const ZListRoomsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  archived: zFlag.optional().default(false),
});
export type TListRoomsQuery = z.input<typeof ZListRoomsQuery>;

/** Newest conversation first; `unread_messages` is the reader's total over all their rooms (the header's badge). */
export const ZRoomsPage = pagedListOf(ZRoom, { unread_messages: z.number().int() });

/** A room's page of messages with the room itself; `has_more`: there are more in the direction read. */
export const ZMessagesPage = dataOf(z.object({ room: ZRoom, list: z.array(ZMessage), has_more: z.boolean() }));

/** `POST me/rooms`: a company member writes to a candidate found in search; an existing room gets the message. */
export const ZStartRoomRequest = z.object({ candidate_id: zId, text: zMessageText });
export type TStartRoomRequest = z.input<typeof ZStartRoomRequest>;
export const ZStartRoomResponse = dataOf(z.object({ room: ZRoom, message: ZMessage }));

/** Rooms named by id for archive, unarchive (`ids`) and mark-read (`rooms`). */
const zRoomIds = z
  .array(zId)
  .min(1)
  .max(MESSAGING.idsMax)
  .transform((ids) => [...new Set(ids)]);
export const ZRoomIdsRequest = z.object({ ids: zRoomIds });
export const ZMarkReadRequest = z.object({ rooms: zRoomIds });

export const ZArchiveResponse = dataOf(z.object({ ids: z.array(z.number().int()), is_archived: z.boolean() }));
export const ZMarkReadResponse = dataOf(
  z.object({
    rooms: z.array(
      z.object({ id: z.number().int(), read_message_id: z.number().int(), unread_count: z.number().int() }),
    ),
    unread_messages: z.number().int(),
  }),
);
