import type { TMessage, TRoom } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  catchUp,
  mergeMessages,
  messagesReadUpTo,
  roomsAfterMessage,
  roomsAfterRead,
} from './realtime-core.ts';

const message = (id: number, overrides: Partial<TMessage> = {}): TMessage => ({
  id,
  room_id: 1,
  side: 'company',
  is_mine: false,
  author_name: null,
  text: `message ${id}`,
  created_at: `2026-01-01T00:00:${String(id % 60).padStart(2, '0')}.000Z`,
  is_read: false,
  ...overrides,
});
const room = (id: number, overrides: Partial<TRoom> = {}): TRoom => ({
  id,
  side: 'candidate',
  is_outstaff: false,
  source: 'application',
  company: { id: 1, slug: 'acme', name: 'Acme', logo_id: null },
  candidate: { id: 2, slug: null, label: 'Go developer', name: null, is_opened: false },
  last_message: message(id * 10, { room_id: id }),
  unread_count: 0,
  read_message_id: 0,
  is_archived: false,
  created_at: '2026-01-01T00:00:00.000Z',
  last_message_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the realtime client', () => {
  it('waits twice as long after each failed reconnect, up to 30 seconds, with a little jitter', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(10, () => 0)).toBe(30_000);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });

  it('keeps one copy of each message in the order written, whatever order they arrive in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(3), message(2), message(4)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('catches up page after page after the last message seen, and stops when none are left', async () => {
    const asked: number[] = [];
    const missed = await catchUp(5, async (afterId) => {
      asked.push(afterId);
      return afterId === 5
        ? { list: [message(6), message(7)], has_more: true }
        : { list: [message(8)], has_more: false };
    });
    expect(asked).toEqual([5, 7]);
    expect(missed.map((item) => item.id)).toEqual([6, 7, 8]);
    expect(await catchUp(5, async () => null)).toEqual([]);
  });

  it('moves a room with a new message to the top with its unread count, but none for the open room', () => {
    const rooms = [room(1), room(2)];
    const event = { room_id: 2, message: message(99, { room_id: 2 }), unread_count: 3, unread_messages: 5 };
    const bumped = roomsAfterMessage(rooms, event, null);
    expect(bumped?.map((item) => [item.id, item.unread_count, item.last_message?.id])).toEqual([
      [2, 3, 99],
      [1, 0, 10],
    ]);
    expect(roomsAfterMessage(rooms, event, 2)?.[0]?.unread_count).toBe(0);
    expect(roomsAfterMessage(rooms, { ...event, room_id: 7 }, null)).toBeNull();
  });

  it('clears the count when the reader’s side read, and moves the receipts when the other side did', () => {
    const rooms = [room(1, { side: 'company', unread_count: 4 })];
    expect(
      roomsAfterRead(rooms, { room_id: 1, side: 'company', read_message_id: 9, unread_messages: 0 })[0],
    ).toMatchObject({ unread_count: 0, read_message_id: 0 });
    expect(
      roomsAfterRead(rooms, { room_id: 1, side: 'candidate', read_message_id: 9, unread_messages: 4 })[0],
    ).toMatchObject({ unread_count: 4, read_message_id: 9 });
    const thread = messagesReadUpTo([message(8, { is_mine: true }), message(10, { is_mine: true })], 9);
    expect(thread.map((item) => item.is_read)).toEqual([true, false]);
  });
});
