/**
 * What travels on the bus: a named event with its data for the subscribers of one channel, and the socket (an
 * `X-Socket-ID`) that caused it, which must not get it back.
 */
export type BusMessage = { event: string; data: unknown; except_socket_id: string | null };
export type BusHandler = (message: BusMessage) => void;

/**
 * One interface for fan-out between server instances (DESIGN.md section 5): in-process by default, Redis pub/sub when
 * REDIS_URL is set, so a message posted through one instance reaches sockets held by another. Delivery is at most
 * once and only to subscribers present when it is published: a client that was away catches up through the API.
 */
export type EventBus = {
  publish(channel: string, message: BusMessage): Promise<void>;
  /** Resolves once the subscription is live (Redis confirmed it); the returned function ends it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
