import websocket from '@fastify/websocket';
import { MESSAGING, type TServerFrame, userChannelOf, ZClientFrame } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Config } from '../../config.ts';
import { ACCOUNT_ENDED_CHANNEL } from '../../platform/auth/account-sockets.ts';
import { credentialsOf } from '../../platform/auth/credentials.ts';
import type { EventBus } from '../../platform/bus/event-bus.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createRequestOrigin } from '../../platform/http/public-origin.ts';
import { authenticate, userDirectory } from '../identity/index.ts';
import type { ChannelSigner } from './channel-auth.ts';
import { createSocketHub, type SocketClient } from './socket-hub.ts';

export type SocketDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  bus: EventBus;
  signer: ChannelSigner;
  verifyRealtimeToken(token: string): number | null;
};

/** Who a socket is, and how to tell later that they still may be connected. */
type SocketIdentity = { user_id: number; isStillAllowed(): Promise<boolean> };

declare module 'fastify' {
  interface FastifyRequest {
    socketIdentity?: SocketIdentity;
  }
}

const send = (socket: WebSocket, frame: TServerFrame) => {
  if (socket.readyState === 1) socket.send(JSON.stringify(frame));
};

/**
 * The socket's account: the session of its cookie (or Bearer header), which the app's request hook already read, or
 * `?token=`, the realtime token `GET profile` hands a cookie session (or an API client's own access token). A realtime
 * token is good for connecting only; the socket then lives as long as the account is not blocked or deleted.
 */
async function identityOf(request: FastifyRequest, deps: SocketDeps): Promise<SocketIdentity | null> {
  const { db, clock } = deps;
  const isLive = (userId: number) => async () => {
    const user = await userDirectory.findById(db, userId);
    return user !== undefined && !user.is_blocked;
  };
  const sessionOf = (token: string, via: 'bearer' | 'cookie') => async () =>
    (await authenticate({ db, clock }, token, via, request.locale)).user_id !== null;
  const credentials = credentialsOf(request);
  if (request.actor.user_id !== null && credentials)
    return { user_id: request.actor.user_id, isStillAllowed: sessionOf(credentials.token, credentials.via) };
  const given = (request.query as { token?: unknown }).token;
  if (typeof given !== 'string' || given.length === 0 || given.length > 300) return null;
  if (given.startsWith('rt.')) {
    const userId = deps.verifyRealtimeToken(given);
    if (userId === null || !(await isLive(userId)())) return null;
    return { user_id: userId, isStillAllowed: isLive(userId) };
  }
  const actor = await authenticate({ db, clock }, given, 'bearer', request.locale);
  return actor.user_id === null ? null : { user_id: actor.user_id, isStillAllowed: sessionOf(given, 'bearer') };
}

/**
 * `/ws`: the realtime socket (ADR 0027). Refused before the upgrade, with the API's error answer, when the Origin is
 * not the site's (a page elsewhere riding on the visitor's cookie) or nobody is signed in. Sockets are pinged every
 * `socketPingMs` (one that did not answer is dropped) and their credentials checked every `socketRecheckMs`.
 */
export const socketRoutes =
  (deps: SocketDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(websocket, { options: { maxPayload: MESSAGING.socketFrameMaxBytes } });
    const hub = createSocketHub(deps.bus);
    const originOf = createRequestOrigin(deps.config);

    const pinger = setInterval(() => {
      for (const client of hub.all()) {
        if (!client.is_alive) {
          client.socket.terminate();
          continue;
        }
        client.is_alive = false;
        client.socket.ping();
      }
    }, MESSAGING.socketPingMs);
    pinger.unref();
    const rechecker = setInterval(() => {
      for (const client of hub.all()) void recheck(client);
    }, MESSAGING.socketRecheckMs);
    rechecker.unref();
    // An admin blocked or deleted an account: its sockets close now, not at the next recheck.
    // A bus that cannot subscribe (Redis away) leaves it to the recheck, as before.
    const stopEnding = await deps.bus
      .subscribe(ACCOUNT_ENDED_CHANNEL, (message) => {
        const userId = (message.data as { user_id?: unknown }).user_id;
        for (const client of hub.all()) {
          if (client.user_id !== userId) continue;
          send(client.socket, { type: 'error', code: 'UNAUTHORIZED' });
          client.socket.close(4401, 'unauthorized');
        }
      })
      .catch(() => async () => {});
    app.addHook('onClose', async () => {
      clearInterval(pinger);
      clearInterval(rechecker);
      await stopEnding();
      await Promise.all(hub.all().map((client) => hub.remove(client)));
    });

    async function recheck(client: SocketClient) {
      const isAllowed = await client.isStillAllowed().catch(() => true);
      if (isAllowed) return;
      send(client.socket, { type: 'error', code: 'UNAUTHORIZED' });
      client.socket.close(4401, 'unauthorized');
    }

    app.get(
      '/ws',
      {
        websocket: true,
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin !== undefined) {
            let actual: string | null = null;
            try {
              actual = new URL(origin).origin;
            } catch {}
            if (actual !== originOf(request)) throw new AppError('FORBIDDEN', { messageKey: 'errors:CROSS_ORIGIN' });
          }
          const identity = await identityOf(request, deps);
          if (!identity) throw new AppError('UNAUTHORIZED');
          request.socketIdentity = identity;
        },
      },
      (socket, request) => {
        const identity = request.socketIdentity as SocketIdentity;
        const channel = userChannelOf(identity.user_id);
        if (hub.countOf(identity.user_id) >= MESSAGING.socketsPerUserMax) {
          send(socket, { type: 'error', code: 'TOO_MANY_SOCKETS' });
          socket.close(4429, 'too many sockets');
          return;
        }
        const client = hub.add(socket, identity.user_id, identity.isStillAllowed);
        socket.on('pong', () => {
          client.is_alive = true;
        });
        socket.on('close', () => void hub.remove(client));
        socket.on('message', (raw, isBinary) => void onFrame(client, channel, isBinary ? null : raw.toString()));
        send(socket, { type: 'connected', socket_id: client.id, channel });
      },
    );

    async function onFrame(client: SocketClient, channel: string, text: string | null) {
      client.is_alive = true;
      let parsed: ReturnType<typeof ZClientFrame.safeParse> | null = null;
      try {
        parsed = text === null ? null : ZClientFrame.safeParse(JSON.parse(text));
      } catch {}
      if (!parsed?.success) return send(client.socket, { type: 'error', code: 'BAD_FRAME' });
      const frame = parsed.data;
      if (frame.type === 'ping') return send(client.socket, { type: 'pong' });
      // Only the account's own channel, and only with the signature `broadcasting/auth` gave this socket for it.
      if (frame.channel !== channel) return send(client.socket, { type: 'error', code: 'CHANNEL_FORBIDDEN' });
      if (frame.type === 'unsubscribe') {
        await hub.unsubscribe(client);
        return send(client.socket, { type: 'unsubscribed', channel });
      }
      if (!deps.signer.verify(client.id, channel, frame.auth))
        return send(client.socket, { type: 'error', code: 'CHANNEL_FORBIDDEN' });
      try {
        await hub.subscribe(client);
      } catch {
        return send(client.socket, { type: 'error', code: 'SERVICE_UNAVAILABLE' });
      }
      send(client.socket, { type: 'subscribed', channel });
    }
  };
