import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readableResume } from '../builder/lib/resume-access.ts';
import { resumeFileName } from '../render/index.ts';
import { pdfOrBusy } from './lib/pdf-or-busy.ts';
import { renderInputOf, resumePdfOf } from './lib/render-input.ts';
import type { ResumeFile } from './lib/resume-file.ts';

export type DownloadResumePdfOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

/** The resume as a PDF: its owner's any time, anyone's while it is shared (`/cv/pdf/{id}`). */
export async function downloadResumePdf({ actor, input, db }: DownloadResumePdfOptions): Promise<ResumeFile> {
  requirePermission(actor, 'read:resume:own');
  const render = renderInputOf(await readableResume(db, { actor, token: input.token }, input.id));
  const bytes = await pdfOrBusy(resumePdfOf(render));
  return { bytes, name: resumeFileName(render.document, 'pdf'), type: 'application/pdf' };
}
