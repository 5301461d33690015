import type { ZPreviewResumeRequest } from '@hushwork/contract';
import type { z } from 'zod';
import { keptPhoto } from '../../builder/lib/resume-photo.ts';
import type { RenderInput } from './render-input.ts';

export type PreviewRequest = z.output<typeof ZPreviewResumeRequest>;

/** An unsaved document as a renderer takes it: its photo passes the same checks and re-encoding as a saved one. */
export const previewInputOf = async (input: PreviewRequest): Promise<RenderInput> => ({
  document: { ...input.document, photo: await keptPhoto(input.document.photo) },
  design: input.design,
});
