import { defaultPdfPoolSize, PdfPool } from './pdf-pool.ts';
import type { PdfOptions } from './resume-pdf-document.tsx';
import type { RenderInput } from './resume-view.ts';

let pool: PdfPool | null = null;
const poolOf = () => {
  pool ??= new PdfPool(defaultPdfPoolSize());
  return pool;
};

/**
 * The resume as a PDF (A4, the template's layout, embedded fonts, selectable text, clickable links), rendered on a
 * worker thread so the request thread stays free. Rejects with `ResumePdfBusyError` when too many wait.
 */
export function renderResumePdf(input: RenderInput, options: PdfOptions): Promise<Buffer> {
  return poolOf().render(input, options);
}

/** Starts the render threads before the first PDF is asked for. */
export function warmResumePdfPool(): void {
  poolOf().warm();
}

/** Stops the render threads (tests, shutdown); the next render starts them again. */
export async function closeResumePdfPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.close();
}
