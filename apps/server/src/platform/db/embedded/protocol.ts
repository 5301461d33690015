/** Messages between the server thread and the thread that runs PGlite (see ADR 0013). */
export type ToWorker =
  /** Bytes a node-postgres connection wrote, in PostgreSQL's wire protocol. */
  | { type: 'wire'; connection: number; bytes: Uint8Array }
  /** The connection is gone: whatever it left half done (an open transaction) is rolled back. */
  | { type: 'disconnect'; connection: number }
  /** Answered by `done` with the data directory as a tarball. */
  | { type: 'dump'; id: number }
  /** Answered by `done` once PGlite has flushed and closed. */
  | { type: 'close'; id: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'wire'; connection: number; bytes: Uint8Array }
  /** The connection sent what no PostgreSQL client sends; it is closed with this reason. */
  | { type: 'refused'; connection: number; message: string }
  | { type: 'done'; id: number; bytes: ArrayBuffer };

export type WorkerData = {
  /** The worker module the bootstrap imports: TypeScript from source (tsx registered first), JavaScript when built. */
  entry: string;
  dataDir: string | null;
  /** A data-dir tarball to start from (test databases cloned from a template). */
  loadDataDir?: ArrayBuffer;
};
