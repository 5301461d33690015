import { useEffect, useRef } from 'react';
import { openRealtime, type RealtimeConnection, type RealtimeHandlers } from './realtime-socket.ts';

export type { RealtimeHandlers } from './realtime-socket.ts';

/**
 * The page's realtime socket (realtime-socket.ts), opened after hydration and closed with the page; the handlers are
 * the latest render's. The returned ref reads the socket id for `X-Socket-ID`.
 */
export function useRealtime(handlers: RealtimeHandlers): { readonly current: string | null } {
  const connection = useRef<RealtimeConnection | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const opened = openRealtime({
      onMessageSent: (event) => latest.current.onMessageSent(event),
      onMessagesRead: (event) => latest.current.onMessagesRead(event),
      onReconnected: () => latest.current.onReconnected(),
    });
    connection.current = opened;
    return () => {
      opened.close();
      if (connection.current === opened) connection.current = null;
    };
  }, []);

  const socketId = useRef({
    get current() {
      return connection.current?.socketId() ?? null;
    },
  });
  return socketId.current;
}
