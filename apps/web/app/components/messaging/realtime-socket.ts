import { messaging, type TMessageSentEvent, type TMessagesReadEvent, type TServerFrame } from '@hushwork/contract';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { backoffDelay } from './realtime-core.ts';

export type RealtimeHandlers = {
  onMessageSent(event: TMessageSentEvent): void;
  onMessagesRead(event: TMessagesReadEvent): void;
  /** The socket is subscribed again after having been down: fetch what was missed. */
  onReconnected(): void;
};

export type RealtimeConnection = {
  /** The socket's id for `X-Socket-ID` while it is connected, else null. */
  socketId(): string | null;
  /** Closes the socket for good: no reconnect, no more handler calls. */
  close(): void;
};

/**
 * The tab's realtime socket (ADR 0027) with the session cookie: on `connected` it has the API sign its own channel for
 * this socket and subscribes; events go to the handlers. A dropped socket reconnects with exponential backoff. No
 * React here: the conversation page's hook and the header's lazily loaded watcher both open it.
 */
export function openRealtime(handlers: RealtimeHandlers): RealtimeConnection {
  let socket: WebSocket | null = null;
  let socketId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let wasSubscribed = false;
  let isStopped = false;

  const connect = () => {
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
    socket = new WebSocket(url);
    socket.onmessage = (message) => {
      let frame: TServerFrame;
      try {
        frame = JSON.parse(String(message.data)) as TServerFrame;
      } catch {
        return;
      }
      void handle(frame);
    };
    socket.onclose = () => {
      socketId = null;
      if (isStopped) return;
      timer = setTimeout(connect, backoffDelay(attempt));
      attempt += 1;
    };
  };

  const handle = async (frame: TServerFrame) => {
    if (isStopped) return;
    if (frame.type === 'connected') {
      socketId = frame.socket_id;
      const answer = await callApi(browserApi, messaging.authorizeChannel, {
        body: { socket_id: frame.socket_id, channel_name: frame.channel },
      });
      if (answer.ok && !isStopped)
        socket?.send(JSON.stringify({ type: 'subscribe', channel: frame.channel, auth: answer.data.auth }));
    } else if (frame.type === 'subscribed') {
      attempt = 0;
      if (wasSubscribed) handlers.onReconnected();
      wasSubscribed = true;
    } else if (frame.type === 'event') {
      if (frame.event === 'MessageSent') handlers.onMessageSent(frame.data);
      else handlers.onMessagesRead(frame.data);
    }
  };

  if (typeof WebSocket !== 'undefined') connect();
  return {
    socketId: () => socketId,
    close() {
      isStopped = true;
      clearTimeout(timer);
      socket?.close();
    },
  };
}
