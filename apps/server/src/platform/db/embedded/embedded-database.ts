import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FromWorker, ToWorker, WorkerData } from './protocol.ts';
import { concat } from './wire-messages.ts';

export type EmbeddedDatabase = {
  /** node-postgres over PGlite: the same driver, and so the same code, as PostgreSQL mode. */
  pool: pg.Pool;
  /** The thread PGlite runs on. */
  thread: Worker;
  dump(): Promise<Blob>;
  close(): Promise<void>;
};

/**
 * Starts PGlite on a worker thread. On the server thread, PGlite's queries would run synchronously (a 40 ms search
 * would stall every other request for 40 ms), and loading it with pg_trgm slows every `process.nextTick` of the
 * process (ADR 0013).
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  loadDataDir?: Blob;
}): Promise<EmbeddedDatabase> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const embedded = launchEmbeddedDatabase({ dataDir: options.dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  await embedded.started;
  return embedded;
}

/**
 * The same, returned at once: the worker boots (most of a second) while the caller does other work, and `started`
 * settles once it takes queries or has failed. Nothing may query the pool before `started` has resolved.
 */
export function launchEmbeddedDatabase(options: {
  dataDir: string | null;
  loadDataDir?: ArrayBuffer;
}): EmbeddedDatabase & { started: Promise<void> } {
  const workerData: WorkerData = {
    entry: new URL('./pglite-worker.ts', import.meta.url).href,
    dataDir: options.dataDir,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
    workerData,
    transferList: options.loadDataDir ? [options.loadDataDir] : [],
  });
  const link = new WorkerLink(worker);

  const pool = new pg.Pool({
    stream: () => link.openStream(),
    // One backend: a second connection would only queue inside the worker, and pg's queue is the better place.
    max: 1,
    idleTimeoutMillis: 0,
    ssl: false,
    user: 'postgres',
    database: 'postgres',
  });
  return {
    pool,
    thread: worker,
    started: link.started,
    dump: async () => new Blob([await link.request('dump')]),
    close: async () => {
      try {
        await pool.end();
        // A worker that already stopped has nothing left to flush.
        if (!link.hasFailed) await link.request('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}

class WorkerLink {
  readonly started: Promise<void>;
  private readonly streams = new Map<number, WorkerWireStream>();
  private readonly waiting = new Map<
    number,
    { resolve: (bytes: ArrayBuffer) => void; reject: (error: Error) => void }
  >();
  private nextConnection = 1;
  private nextRequest = 1;
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    this.started = new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') this.fail(new Error(`embedded database: ${message.message}`), reject);
        else if (message.type === 'wire') this.streams.get(message.connection)?.receive(message.bytes);
        else if (message.type === 'refused') this.streams.get(message.connection)?.destroy(new Error(message.message));
        else if (message.type === 'done') this.settle(message.id, message.bytes);
      });
      worker.on('error', (error) => this.fail(error, reject));
      worker.on('exit', (code) => this.fail(new Error(`embedded database stopped (exit code ${code})`), reject));
    });
  }

  send(message: ToWorker, transfer: ArrayBuffer[] = []) {
    if (!this.failure) this.worker.postMessage(message, transfer);
  }

  openStream(): WorkerWireStream {
    const connection = this.nextConnection++;
    const stream = new WorkerWireStream(this, connection);
    this.streams.set(connection, stream);
    if (this.failure) process.nextTick(() => stream.destroy(this.failure!));
    return stream;
  }

  forget(connection: number) {
    this.streams.delete(connection);
  }

  request(type: 'dump' | 'close'): Promise<ArrayBuffer> {
    const id = this.nextRequest++;
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.waiting.set(id, { resolve, reject });
      this.send({ type, id });
    });
  }

  get hasFailed() {
    return this.failure !== null;
  }

  private settle(id: number, bytes: ArrayBuffer) {
    this.waiting.get(id)?.resolve(bytes);
    this.waiting.delete(id);
  }

  private fail(error: Error, reject: (error: Error) => void) {
    if (this.failure) return;
    this.failure = error;
    reject(error);
    for (const stream of this.streams.values()) stream.destroy(error);
    for (const { reject: rejectRequest } of this.waiting.values()) rejectRequest(error);
    this.waiting.clear();
  }
}

/** What node-postgres takes for a socket: bytes written go to the worker's backend, its answers come back as data. */
class WorkerWireStream extends Duplex {
  private isConnected = true;

  constructor(
    private readonly link: WorkerLink,
    private readonly connection: number,
  ) {
    super();
  }

  connect() {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  receive(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.sendBytes([chunk]);
    callback();
  }

  // pg corks Parse, Bind, Describe, Execute and Sync into one write: one message to the worker, not five.
  override _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void) {
    this.sendBytes(chunks.map(({ chunk }) => chunk));
    callback();
  }

  /** A copy of just these bytes: pg's buffers are slices of a larger pool that must not be sent or detached. */
  private sendBytes(parts: Buffer[]) {
    const bytes = concat(parts);
    this.link.send({ type: 'wire', connection: this.connection, bytes }, [bytes.buffer as ArrayBuffer]);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.disconnect();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.disconnect();
    callback(error);
  }

  private disconnect() {
    if (!this.isConnected) return;
    this.isConnected = false;
    this.link.forget(this.connection);
    this.link.send({ type: 'disconnect', connection: this.connection });
  }
}
