import { RESUMES } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { resumeFileName } from '../render/index.ts';
import { pdfOrBusy } from './lib/pdf-or-busy.ts';
import { type PreviewRequest, previewInputOf } from './lib/preview-input.ts';
import { resumePdfOf } from './lib/render-input.ts';
import type { ResumeFile } from './lib/resume-file.ts';

export type PreviewResumePdfOptions = UseCaseArgs<PreviewRequest, 'limiter'> & { ip: string };

/** A document nobody saved, as the PDF it would be; a PDF costs a render off the request thread, so it is bounded per address. */
export async function previewResumePdf({ actor, input, limiter, ip }: PreviewResumePdfOptions): Promise<ResumeFile> {
  requirePermission(actor, 'create:resume:own');
  await limiter.consume(RESUMES.previewPerIp, `resume-preview-pdf:ip:${ip}`);
  const render = await previewInputOf(input);
  const bytes = await pdfOrBusy(resumePdfOf(render));
  return { bytes, name: resumeFileName(render.document, 'pdf'), type: 'application/pdf' };
}
