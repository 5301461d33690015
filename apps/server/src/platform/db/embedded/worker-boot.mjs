// The worker's entry point. Workers start without the parent's `--import tsx`, so when the real worker module named
// in workerData is TypeScript (tests, `npm run dev`), this registers tsx first; the built server names the worker's
// built JavaScript (apps/server/dist/pglite-worker.js), which needs no loader, so production never loads tsx.
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(workerData.entry);
