import { RESUMES, type ZResumeHtml } from '@hushwork/contract';
import type { z } from 'zod';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { renderResumeHtml } from '../render/index.ts';
import { type PreviewRequest, previewInputOf } from './lib/preview-input.ts';
import { resumeTitleOf } from './lib/render-input.ts';

export type PreviewResumeHtmlOptions = UseCaseArgs<PreviewRequest, 'limiter'> & { ip: string };

/** The wizard's live preview: a document nobody saved, drawn as HTML; bounded per address like every render. */
export async function previewResumeHtml({
  actor,
  input,
  limiter,
  ip,
}: PreviewResumeHtmlOptions): Promise<z.infer<typeof ZResumeHtml>> {
  requirePermission(actor, 'create:resume:own');
  await limiter.consume(RESUMES.previewPerIp, `resume-preview-html:ip:${ip}`);
  const render = await previewInputOf(input);
  const title = resumeTitleOf(render.document);
  return { html: renderResumeHtml(render, { title }), title, shared: false, indexable: false };
}
