import { AppError } from '../../../../platform/http/app-error.ts';
import { ResumePdfBusyError } from '../../render/index.ts';

/** Seconds a caller is asked to wait when the PDF renderers are full: a resume renders in tens of milliseconds. */
const BUSY_RETRY_S = 5;

/**
 * A PDF from the renderers' pool, or 503 with Retry-After when too many are waiting already: a flood of previews
 * must make the next one wait, not queue without end or answer 500.
 */
export async function pdfOrBusy(render: Promise<Buffer>): Promise<Buffer> {
  try {
    return await render;
  } catch (error) {
    if (!(error instanceof ResumePdfBusyError)) throw error;
    throw new AppError('SERVICE_UNAVAILABLE', {
      headers: { 'retry-after': String(BUSY_RETRY_S) },
      retryAfterS: BUSY_RETRY_S,
    });
  }
}
