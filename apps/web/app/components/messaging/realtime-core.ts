import type { TMessage, TMessageSentEvent, TMessagesReadEvent, TRoom } from '@hushwork/contract';

/** Reconnect waits: 1 s, 2 s, 4 s … up to 30 s, with up to a fifth added at random so tabs do not retry in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base + base * 0.2 * random());
}

/** A thread's messages with the new ones merged in: one copy of each id, in the order they were written. */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  const byId = new Map<number, TMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The room list after a `MessageSent`: the room takes the message as its last and goes to the top; its unread count
 * is the event's, or none for the room the reader has open. `null` when the room is not in the list (a new room, or
 * one archived): the page reloads the list instead.
 */
export function roomsAfterMessage(rooms: readonly TRoom[], event: TMessageSentEvent, openRoomId: number | null) {
  const room = rooms.find((item) => item.id === event.room_id);
  if (!room) return null;
  if (room.last_message && room.last_message.id >= event.message.id) return [...rooms];
  const bumped: TRoom = {
    ...room,
    last_message: event.message,
    last_message_at: event.message.created_at,
    unread_count: room.id === openRoomId ? 0 : event.unread_count,
  };
  return [bumped, ...rooms.filter((item) => item.id !== room.id)];
}

/** The room list after a `MessagesRead`: the reader's own side's read clears its count; the other's moves receipts. */
export function roomsAfterRead(rooms: readonly TRoom[], event: TMessagesReadEvent): TRoom[] {
  return rooms.map((room) => {
    if (room.id !== event.room_id) return room;
    return event.side === room.side
      ? { ...room, unread_count: 0 }
      : { ...room, read_message_id: Math.max(room.read_message_id, event.read_message_id) };
  });
}

/** The reader's own messages up to `readMessageId` read by the other side (the receipts). */
export const messagesReadUpTo = (messages: readonly TMessage[], readMessageId: number): TMessage[] =>
  messages.map((message) =>
    message.is_mine && !message.is_read && message.id <= readMessageId ? { ...message, is_read: true } : message,
  );

type Page = { list: TMessage[]; has_more: boolean };

/**
 * What a tab missed while offline: pages written after its last message, oldest first, until none are left (at most
 * `maxPages`, so a broken server cannot loop it forever).
 */
export async function catchUp(
  lastId: number,
  fetchAfter: (afterId: number) => Promise<Page | null>,
  maxPages = 20,
): Promise<TMessage[]> {
  const missed: TMessage[] = [];
  let after = lastId;
  for (let index = 0; index < maxPages; index += 1) {
    const page = await fetchAfter(after);
    if (!page || page.list.length === 0) break;
    missed.push(...page.list);
    after = page.list[page.list.length - 1]?.id ?? after;
    if (!page.has_more) break;
  }
  return missed;
}
