import { messaging, type TMessageSentEvent, type TMessagesReadEvent, type TServerFrame } from '@hushwork/contract';
import { useEffect, useRef } from 'react';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { backoffDelay } from './realtime-core.ts';

export type RealtimeHandlers = {
  onMessageSent(event: TMessageSentEvent): void;
  onMessagesRead(event: TMessagesReadEvent): void;
  /** The socket is subscribed again after having been down: fetch what was missed. */
  onReconnected(): void;
};

/**
 * The tab's realtime socket (ADR 0027), opened after hydration with the session cookie: on `connected` it has the
 * API sign its own channel for this socket and subscribes; events go to the handlers. A dropped socket reconnects
 * with exponential backoff; the returned ref holds the socket id for `X-Socket-ID`.
 */
export function useRealtime(handlers: RealtimeHandlers) {
  const socketId = useRef<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
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
        socketId.current = null;
        if (isStopped) return;
        timer = setTimeout(connect, backoffDelay(attempt));
        attempt += 1;
      };
    };

    const handle = async (frame: TServerFrame) => {
      if (frame.type === 'connected') {
        socketId.current = frame.socket_id;
        const answer = await callApi(browserApi, messaging.authorizeChannel, {
          body: { socket_id: frame.socket_id, channel_name: frame.channel },
        });
        if (answer.ok)
          socket?.send(JSON.stringify({ type: 'subscribe', channel: frame.channel, auth: answer.data.auth }));
      } else if (frame.type === 'subscribed') {
        attempt = 0;
        if (wasSubscribed) latest.current.onReconnected();
        wasSubscribed = true;
      } else if (frame.type === 'event') {
        if (frame.event === 'MessageSent') latest.current.onMessageSent(frame.data);
        else latest.current.onMessagesRead(frame.data);
      }
    };

    connect();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);

  return socketId;
}
