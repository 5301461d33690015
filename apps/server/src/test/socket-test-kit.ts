import type { TServerFrame } from '@hushwork/contract';
import WebSocket from 'ws';

/** A test's socket: every frame it got, and a way to wait for the one a test expects. */
export type TestSocket = {
  ws: WebSocket;
  frames: TServerFrame[];
  socketId: string;
  /** Resolves with the first frame (already received or to come) that `match` accepts; fails after `timeoutMs`. */
  next(match: (frame: TServerFrame) => boolean, timeoutMs?: number): Promise<TServerFrame>;
  /** A ping answered: every frame the server sent before it has arrived. */
  roundTrip(): Promise<void>;
  close(): void;
};

const opened: WebSocket[] = [];
/** Closes every socket the tests opened (an afterAll of the test file). */
export const closeSockets = () => {
  for (const ws of opened.splice(0)) ws.terminate();
};

/**
 * Opens a socket to `url` with the given headers (Origin, Cookie, Authorization) and waits for `connected`. A refusal
 * before the upgrade rejects with the HTTP status, as a browser would see the connection fail.
 */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    opened.push(ws);
    const frames: TServerFrame[] = [];
    const waiters = new Set<() => void>();
    ws.on('unexpected-response', (_request, response) => reject(new Error(`refused: ${response.statusCode}`)));
    ws.on('error', (error) => reject(error));
    ws.on('message', (data) => {
      frames.push(JSON.parse(data.toString()) as TServerFrame);
      for (const wake of [...waiters]) wake();
    });
    const next = (match: (frame: TServerFrame) => boolean, timeoutMs = 10_000) =>
      new Promise<TServerFrame>((found, fail) => {
        let seen = 0;
        const look = () => {
          for (; seen < frames.length; seen += 1) {
            const frame = frames[seen] as TServerFrame;
            if (match(frame)) {
              waiters.delete(look);
              clearTimeout(timer);
              found(frame);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          fail(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    const socket: TestSocket = {
      ws,
      frames,
      socketId: '',
      next,
      async roundTrip() {
        const pongs = frames.filter((frame) => frame.type === 'pong').length;
        ws.send(JSON.stringify({ type: 'ping' }));
        let count = 0;
        await next((frame) => frame.type === 'pong' && ++count > pongs);
      },
      close: () => ws.close(),
    };
    next((frame) => frame.type === 'connected').then((frame) => {
      socket.socketId = (frame as { socket_id: string }).socket_id;
      resolve(socket);
    }, reject);
  });
}

/** The events of a socket so far, by name. */
export const eventsOf = (socket: TestSocket, name: string) =>
  socket.frames.filter((frame) => frame.type === 'event' && frame.event === name) as Extract<
    TServerFrame,
    { type: 'event' }
  >[];
