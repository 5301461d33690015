import { messaging } from '@hushwork/contract';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { beep } from './beep.ts';
import { openRealtime, type RealtimeConnection, type RealtimeHandlers } from './realtime-socket.ts';
import { setUnreadMessages } from './unread-messages.ts';

/** The header mounts anew with each page: a socket outlives the page it was opened on by this long. */
const CLOSE_AFTER_MS = 3000;

const handlers: RealtimeHandlers = {
  onMessageSent(event) {
    setUnreadMessages(event.unread_messages);
    if (!event.message.is_mine) beep();
  },
  onMessagesRead(event) {
    setUnreadMessages(event.unread_messages);
  },
  // Back after being down: what was missed meanwhile is in the rooms list's total.
  onReconnected() {
    void refreshCount();
  },
};

async function refreshCount() {
  const answer = await callApi(browserApi, messaging.listRooms, { query: { page: 1 } }).catch(() => null);
  if (answer?.ok) setUnreadMessages(answer.data.unread_messages);
}

let watched: { userId: number; connection: RealtimeConnection } | null = null;
let holders = 0;
let closing: ReturnType<typeof setTimeout> | undefined;

/**
 * The header's socket on every page but the conversations (loaded after hydration, out of the first-load bundle): a
 * message to the reader beeps, and each event's count goes to the header's badge and the title alert. One socket per
 * tab, kept across client navigations; returns the release.
 */
export function watchUnreadMessages(userId: number): () => void {
  clearTimeout(closing);
  if (watched?.userId !== userId) {
    stopWatching();
    watched = { userId, connection: openRealtime(handlers) };
  }
  holders += 1;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    holders -= 1;
    if (holders === 0) closing = setTimeout(stopWatching, CLOSE_AFTER_MS);
  };
}

/** Closes the socket now: the conversation page opens its own. */
export function stopWatching(): void {
  clearTimeout(closing);
  watched?.connection.close();
  watched = null;
}
