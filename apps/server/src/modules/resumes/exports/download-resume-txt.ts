import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { ownResume } from '../builder/lib/resume-access.ts';
import { renderResumeTxt, resumeFileName } from '../render/index.ts';
import { renderInputOf } from './lib/render-input.ts';
import type { ResumeFile } from './lib/resume-file.ts';

export type DownloadResumeTxtOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

/** The owner's resume as plain UTF-8 text, for forms that take text only. */
export async function downloadResumeTxt({ actor, input, db }: DownloadResumeTxtOptions): Promise<ResumeFile> {
  requirePermission(actor, 'read:resume:own');
  const render = renderInputOf(await ownResume(db, { actor, token: input.token }, input.id));
  return {
    bytes: Buffer.from(renderResumeTxt(render), 'utf8'),
    name: resumeFileName(render.document, 'txt'),
    type: 'text/plain; charset=utf-8',
  };
}
