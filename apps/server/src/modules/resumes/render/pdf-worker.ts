import { parentPort } from 'node:worker_threads';
import type { PdfJob, PdfJobResult } from './pdf-pool.ts';
import { renderResumePdfHere } from './resume-pdf-document.tsx';

/** One render at a time: the pool sends the next job only after this one's answer. */
parentPort?.on('message', async (job: PdfJob) => {
  try {
    const pdf = await renderResumePdfHere(job.input, job.options);
    // Copied once into a buffer of its own, which is then moved to the pool's thread rather than copied again.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    const result: PdfJobResult = { id: job.id, pdf: bytes };
    parentPort?.postMessage(result, [bytes.buffer]);
  } catch (error) {
    const result: PdfJobResult = {
      id: job.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
    parentPort?.postMessage(result);
  }
});
parentPort?.postMessage({ ready: true });
