// The PDF worker's entry point. Workers start without the parent's TypeScript loader, so when the real worker module
// named in workerData is TypeScript (tests, `npm run dev`), this registers tsx first, with the server's tsconfig
// (its automatic JSX runtime) whatever the working directory; the built server names the worker's built JavaScript
// (apps/server/dist/resume-pdf-worker.js), which needs no loader.
import { fileURLToPath } from 'node:url';
import { workerData } from 'node:worker_threads';

if (workerData.entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: fileURLToPath(new URL('../../../../tsconfig.json', import.meta.url)) });
}
await import(workerData.entry);
