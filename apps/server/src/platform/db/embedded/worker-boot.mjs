// The worker's entry point. Workers start without the parent's `--import tsx`, so this registers TypeScript first and
// then loads the real worker module (pglite-worker.ts) named in workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
