import { z } from 'zod';
import { MESSAGING } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { ZMessage, ZMessageSide } from './message.ts';

/**
 * The realtime socket at `/ws` (ADR 0027). A client connects with its session cookie (or `?token=` the realtime
 * token of `GET profile`), gets `connected` with its `socket_id`, has `POST broadcasting/auth` sign its own channel for
 * that socket, and sends `subscribe` with the signature. Events then arrive as `event` frames; the client sends
 * `X-Socket-ID: <socket_id>` with its API calls, so what its own request caused is not echoed to it.
 */
export const zSocketId = z
  .string()
  .min(1)
  .max(MESSAGING.socketIdMax)
  .regex(/^[A-Za-z0-9._-]+$/);

/** `private-user.42`: the one channel an account may subscribe to. */
export const userChannelOf = (userId: number) => `${MESSAGING.userChannelPrefix}${userId}`;

export const ZBroadcastingAuthRequest = z.object({
  socket_id: zSocketId,
  channel_name: z.string().min(1).max(100),
});
export const ZBroadcastingAuthResponse = dataOf(z.object({ auth: z.string() }));

/** A message reached one of the reader's rooms; the counts are the reader's side's after it. */
export const ZMessageSentEvent = z.object({
  room_id: z.number().int(),
  message: ZMessage,
  unread_count: z.number().int(),
  unread_messages: z.number().int(),
});
export type TMessageSentEvent = z.infer<typeof ZMessageSentEvent>;

/**
 * A side read a room up to `read_message_id`: the other side shows its read receipts, the reader's own side (other
 * tabs, colleagues) its new counts.
 */
export const ZMessagesReadEvent = z.object({
  room_id: z.number().int(),
  side: ZMessageSide,
  read_message_id: z.number().int(),
  unread_messages: z.number().int(),
});
export type TMessagesReadEvent = z.infer<typeof ZMessagesReadEvent>;

export const SOCKET_EVENTS = ['MessageSent', 'MessagesRead'] as const;
export type TSocketEventName = (typeof SOCKET_EVENTS)[number];
export type TSocketEventData = { MessageSent: TMessageSentEvent; MessagesRead: TMessagesReadEvent };

/** Frames a client sends. */
export const ZClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(100), auth: z.string().max(200) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(100) }),
  z.object({ type: z.literal('ping') }),
]);
export type TClientFrame = z.infer<typeof ZClientFrame>;

/** Frames the server sends. `error` codes: BAD_FRAME, CHANNEL_FORBIDDEN, UNAUTHORIZED (the socket closes after it). */
export const ZServerFrame = z.union([
  z.object({ type: z.literal('connected'), socket_id: z.string(), channel: z.string() }),
  z.object({ type: z.literal('subscribed'), channel: z.string() }),
  z.object({ type: z.literal('unsubscribed'), channel: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string() }),
  z.object({ type: z.literal('event'), channel: z.string(), event: z.literal('MessageSent'), data: ZMessageSentEvent }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.literal('MessagesRead'),
    data: ZMessagesReadEvent,
  }),
]);
export type TServerFrame = z.infer<typeof ZServerFrame>;
