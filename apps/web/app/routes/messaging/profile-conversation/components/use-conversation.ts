import {
  messaging,
  type TMessage,
  type TMessageSentEvent,
  type TMessagesReadEvent,
  type TRoom,
} from '@hushwork/contract';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { beep } from '../../../../components/messaging/beep.ts';
import {
  catchUp,
  mergeMessages,
  messagesReadUpTo,
  roomsAfterMessage,
  roomsAfterRead,
} from '../../../../components/messaging/realtime-core.ts';
import { socketApi } from '../../../../components/messaging/socket-api.ts';
import { useRealtime } from '../../../../components/messaging/use-realtime.ts';
import { callApi } from '../../../../lib/api.ts';
import { useLocale } from '../../../../lib/use-locale.ts';

type Thread = { room: TRoom; list: TMessage[]; has_more: boolean } | null;
type Initial = { rooms: TRoom[]; unreadMessages: number; thread: Thread };

/**
 * The page's live state: the loader's rooms and thread, then what the socket brings (messages appended once each, the
 * list bumped, receipts), what the reader loads upward and sends. A new loader answer (another room, a revalidation)
 * merges in rather than replacing what arrived live.
 */
export function useConversation(initial: Initial, sendFailed: string) {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [rooms, setRooms] = useState(initial.rooms);
  const [unread, setUnread] = useState(initial.unreadMessages);
  const [messages, setMessages] = useState<TMessage[]>(initial.thread?.list ?? []);
  const [hasEarlier, setHasEarlier] = useState(initial.thread?.has_more ?? false);
  const [isLoadingEarlier, setIsLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);
  const openRoomId = initial.thread?.room.id ?? null;
  const openRef = useRef(openRoomId);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  useEffect(() => {
    setRooms(initial.rooms);
    setUnread(initial.unreadMessages);
  }, [initial.rooms, initial.unreadMessages]);
  useEffect(() => {
    const isSameRoom = openRef.current === openRoomId;
    openRef.current = openRoomId;
    const list = initial.thread?.list ?? [];
    setMessages((current) => (isSameRoom ? mergeMessages(current, list) : list));
    if (!isSameRoom) {
      setHasEarlier(initial.thread?.has_more ?? false);
      setEarlierError(null);
    }
  }, [initial.thread, openRoomId]);

  const socketId = useRealtime({
    onMessageSent(event: TMessageSentEvent) {
      const isOpen = event.room_id === openRef.current && document.visibilityState === 'visible';
      if (event.room_id === openRef.current) setMessages((current) => mergeMessages(current, [event.message]));
      if (!event.message.is_mine) beep();
      const next = roomsAfterMessage(rooms, event, isOpen ? openRef.current : null);
      if (next) setRooms(next);
      else revalidator.revalidate();
      if (isOpen) void markRead(event.room_id);
      else setUnread(event.unread_messages);
    },
    onMessagesRead(event: TMessagesReadEvent) {
      setRooms((current) => roomsAfterRead(current, event));
      setUnread(event.unread_messages);
      if (event.room_id === openRef.current) setMessages((current) => messagesReadUpTo(current, event.read_message_id));
    },
    onReconnected() {
      const roomId = openRef.current;
      if (roomId !== null) {
        const lastId = messagesRef.current[messagesRef.current.length - 1]?.id ?? 0;
        void catchUp(lastId, async (afterId) => {
          const answer = await callApi(api, messaging.listMessages, {
            query: { room_id: roomId, after_id: afterId },
            locale,
          });
          return answer.ok ? answer.data : null;
        }).then((missed) => {
          if (openRef.current === roomId) setMessages((current) => mergeMessages(current, missed));
        });
      }
      revalidator.revalidate();
    },
  });
  const api = socketApi(() => socketId.current);
  const isReadPending = useRef(false);
  isReadPending.current = rooms.some((room) => room.id === openRoomId && room.unread_count > 0);

  // A message that came to the open room while the tab was hidden is read when the reader comes back to it.
  useEffect(() => {
    const onVisible = () => {
      const roomId = openRef.current;
      if (document.visibilityState === 'visible' && roomId !== null && isReadPending.current) void markRead(roomId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  });

  async function markRead(roomId: number) {
    const answer = await callApi(api, messaging.markRoomsRead, { body: { rooms: [roomId] }, locale });
    if (!answer.ok) return;
    setUnread(answer.data.unread_messages);
    setRooms((current) => current.map((room) => (room.id === roomId ? { ...room, unread_count: 0 } : room)));
  }

  async function loadEarlier() {
    const roomId = openRef.current;
    const first = messagesRef.current[0];
    if (roomId === null || !first) return;
    setIsLoadingEarlier(true);
    setEarlierError(null);
    const answer = await callApi(api, messaging.listMessages, {
      query: { room_id: roomId, before_id: first.id },
      locale,
    });
    setIsLoadingEarlier(false);
    if (!answer.ok) return setEarlierError(answer.error.message || sendFailed);
    if (openRef.current !== roomId) return;
    setMessages((current) => mergeMessages(answer.data.list, current));
    setHasEarlier(answer.data.has_more);
  }

  /**
   * Sends to the open room (a company member's text kept as a template too, when asked); null when it went, else the
   * words to show (the API's refusal).
   */
  async function send(text: string, options: { save_as_template?: boolean } = {}): Promise<string | null> {
    const roomId = openRef.current;
    if (roomId === null) return sendFailed;
    const body = { room_id: roomId, text, ...(options.save_as_template ? { save_as_template: true } : {}) };
    const answer = await callApi(api, messaging.sendMessage, { body, locale }).catch(() => null);
    if (!answer) return sendFailed;
    if (!answer.ok) return answer.error.message || sendFailed;
    const message = answer.data;
    setMessages((current) => mergeMessages(current, [message]));
    setRooms((current) => {
      const room = current.find((item) => item.id === roomId);
      return room
        ? [
            { ...room, last_message: message, last_message_at: message.created_at },
            ...current.filter((item) => item !== room),
          ]
        : current;
    });
    return null;
  }

  return { rooms, unread, messages, hasEarlier, isLoadingEarlier, earlierError, loadEarlier, send };
}
