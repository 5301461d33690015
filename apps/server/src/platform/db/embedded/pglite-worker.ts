// Runs PGlite on its own thread and serves its PostgreSQL backend to node-postgres connections on the server thread.
// Every message is handled in arrival order, one at a time: PGlite is a single backend, and a query must never start
// before the previous one has answered.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { FromWorker, ToWorker, WorkerData } from './protocol.ts';
import {
  concat,
  isCancelRequest,
  isSslRequest,
  isTerminate,
  SSL_REFUSED,
  STARTUP_ACCEPTED,
  SYNC,
  simpleQuery,
  takeMessages,
  transactionStatus,
} from './wire-messages.ts';

type Connection = { buffer: Uint8Array; isStarted: boolean };

const port = parentPort!;
const options = workerData as WorkerData;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let db: PGlite;
try {
  db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
    extensions: { btree_gin, pg_trgm, unaccent },
    relaxedDurability: false,
  });
} catch (error) {
  stop(error);
}

/** PGlite threw (not an SQL error, which is an answer): the backend cannot be trusted with the next query. */
function stop(error: unknown): never {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

const connections = new Map<number, Connection>();
let queue = Promise.resolve();
let isClosed = false;
port.on('message', (message: ToWorker) => {
  queue = queue.then(() => (isClosed ? undefined : handle(message))).catch(stop);
});
post({ type: 'ready' });

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'wire':
      return receive(message.connection, message.bytes);
    case 'disconnect':
      return disconnect(message.connection);
    case 'dump': {
      const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
      return post({ type: 'done', id: message.id, bytes }, [bytes]);
    }
    case 'close':
      isClosed = true;
      await db.close();
      post({ type: 'done', id: message.id, bytes: new ArrayBuffer(0) });
      port.close();
  }
}

async function receive(id: number, bytes: Uint8Array): Promise<void> {
  const connection = connections.get(id) ?? { buffer: new Uint8Array(0), isStarted: false };
  connections.set(id, connection);
  connection.buffer = concat([connection.buffer, bytes]);
  const replies: Uint8Array[] = [];
  while (true) {
    const { messages, rest, isInvalid } = takeMessages(connection.buffer, connection.isStarted);
    connection.buffer = rest;
    if (isInvalid) {
      connections.delete(id);
      return post({ type: 'refused', connection: id, message: 'malformed wire-protocol message' });
    }
    if (messages.length === 0) break;
    for (const message of messages) {
      if (connection.isStarted) {
        if (!isTerminate(message)) replies.push(await db.execProtocolRaw(message));
      } else if (isSslRequest(message)) {
        replies.push(SSL_REFUSED);
      } else if (isCancelRequest(message)) {
        connections.delete(id);
        return;
      } else {
        connection.isStarted = true;
        replies.push(STARTUP_ACCEPTED);
      }
    }
  }
  const reply = concat(replies);
  if (reply.length > 0) post({ type: 'wire', connection: id, bytes: reply }, [reply.buffer as ArrayBuffer]);
}

/**
 * The next connection gets the backend as a new session would: nothing half done (an extended-protocol sequence,
 * a transaction) and nothing left over (settings, prepared statements, temporary tables, advisory locks).
 */
async function disconnect(id: number): Promise<void> {
  const connection = connections.get(id);
  connections.delete(id);
  if (!connection?.isStarted) return;
  if (transactionStatus(await db.execProtocolRaw(SYNC)) !== 'I') await db.execProtocolRaw(simpleQuery('ROLLBACK'));
  await db.execProtocolRaw(simpleQuery('DISCARD ALL'));
}
