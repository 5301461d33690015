import type { ZResumeHtml } from '@hushwork/contract';
import type { z } from 'zod';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { readableResume } from '../builder/lib/resume-access.ts';
import { renderResumeHtml } from '../render/index.ts';
import { renderInputOf, resumeTitleOf } from './lib/render-input.ts';

export type ViewResumeHtmlOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;

/**
 * The resume drawn by its template as a whole HTML document: its owner's any time, anyone's while shared (`/cv/{id}`).
 * `indexable` says whether that page may be listed by search engines, which only a shared resume may.
 */
export async function viewResumeHtml({
  actor,
  input,
  db,
}: ViewResumeHtmlOptions): Promise<z.infer<typeof ZResumeHtml>> {
  requirePermission(actor, 'read:resume:own');
  const row = await readableResume(db, { actor, token: input.token }, input.id);
  const render = renderInputOf(row);
  const title = resumeTitleOf(render.document);
  return {
    html: renderResumeHtml(render, { title }),
    title,
    shared: row.shared,
    indexable: row.shared && row.indexable,
  };
}
