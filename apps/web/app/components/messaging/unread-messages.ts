import type { TUser } from '@hushwork/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { splitLocale } from '../../lib/locale-path.ts';

/**
 * The window event the conversation page sends whenever its live unread count changes: there the page's own socket
 * keeps the count, and the header shows it without opening a second socket.
 */
const UNREAD_MESSAGES_EVENT = 'hushwork:unread-messages';
type UnreadMessagesDetail = { unread_messages: number };

export function announceUnreadMessages(count: number): void {
  window.dispatchEvent(
    new CustomEvent<UnreadMessagesDetail>(UNREAD_MESSAGES_EVENT, { detail: { unread_messages: count } }),
  );
}

/** The conversation page's side: tells the header each new count. */
export function useAnnounceUnreadMessages(count: number): void {
  useEffect(() => announceUnreadMessages(count), [count]);
}

/** The conversation pages (/profile/conversation, a room, the outstaff list), in any language. */
export function isConversationPath(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path === '/profile/conversation' || path.startsWith('/profile/conversation/');
}

/**
 * The header's live count, kept outside React because the header mounts anew with every page. It belongs to the root
 * loader's user it started from: a new loader answer is a fresher count from the server and replaces it.
 */
type Live = { user: TUser; count: number };
let live: Live | null = null;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count an event brought (the socket's, or the conversation page's). */
export function setUnreadMessages(count: number): void {
  if (!live || live.count === count) return;
  live = { ...live, count };
  emit();
}

/**
 * A new root loader answer: its count, except on the conversation pages, whose own count (their loader's and their
 * socket's) is the one to keep: the root loader runs beside theirs and may count before their loader marks a room read.
 */
function adoptUser(user: TUser, isPageCounting: boolean) {
  if (live?.user === user) return;
  live = { user, count: live && isPageCounting ? live.count : user.unread_messages };
  emit();
}

const onAnnounced = (event: Event) => {
  const count = (event as CustomEvent<UnreadMessagesDetail>).detail?.unread_messages;
  if (typeof count === 'number') setUnreadMessages(count);
};

/**
 * The signed-in user's unread messages: the loader's on the server and while hydrating, then the live count. Listens
 * for the conversation page's announcements (`isPageCounting` on that page).
 */
export function useUnreadMessages(user: TUser, isPageCounting: boolean): number {
  const current = useSyncExternalStore(
    subscribe,
    () => live,
    () => null,
  );
  useEffect(() => adoptUser(user, isPageCounting), [user, isPageCounting]);
  useEffect(() => {
    window.addEventListener(UNREAD_MESSAGES_EVENT, onAnnounced);
    return () => window.removeEventListener(UNREAD_MESSAGES_EVENT, onAnnounced);
  }, []);
  return current?.user === user ? current.count : user.unread_messages;
}
