import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { ownResume } from '../builder/lib/resume-access.ts';
import { renderResumeDocx, resumeFileName } from '../render/index.ts';
import { renderInputOf, resumeTitleOf } from './lib/render-input.ts';
import type { ResumeFile } from './lib/resume-file.ts';

export type DownloadResumeDocxOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The owner's resume as a Word document, to edit further elsewhere. */
export async function downloadResumeDocx({ actor, input, db }: DownloadResumeDocxOptions): Promise<ResumeFile> {
  requirePermission(actor, 'read:resume:own');
  const render = renderInputOf(await ownResume(db, { actor, token: input.token }, input.id));
  const bytes = await renderResumeDocx(render, { title: resumeTitleOf(render.document) });
  return { bytes, name: resumeFileName(render.document, 'docx'), type: DOCX };
}
