import type pg from 'pg';

type Callback = (error: Error | null, result?: unknown) => void;
type Query = (...args: unknown[]) => unknown;

/**
 * Makes a connection run its queries one after another, each once the one before has answered. A transaction's
 * queries all go to one connection, and a use case that reads several things at once (`Promise.all`) does so there
 * too when it runs inside one; pg would queue them itself, but that queue is deprecated and pg 9 throws instead. This
 * is the "external flow control" pg asks for, so the same code runs alike in and out of a transaction. Queries that
 * are not plain (a cursor, a stream) go straight to pg, as before.
 */
export function queueQueries(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    if (typeof (args[0] as { submit?: unknown } | null)?.submit === 'function') return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      // pg-pool's own `pool.query` passes a callback; its caller learns the outcome from it alone.
      const callback = last as Callback;
      previous = previous.then(
        () =>
          new Promise<void>((settled) => {
            const done: Callback = (error, result) => {
              settled();
              callback(error, result);
            };
            try {
              query(...args.slice(0, -1), done);
            } catch (error) {
              done(error as Error);
            }
          }),
      );
      return undefined;
    }
    const result = previous.then(() => query(...args) as Promise<unknown>);
    previous = result.catch(() => undefined);
    return result;
  }) as pg.ClientBase['query'];
}
