import { RESUMES, type ZSaveResumeRequest } from '@hushwork/contract';
import type { z } from 'zod';

/** A save as the route hands it on: the request parsed, every default filled in. */
export type SavedResume = z.output<typeof ZSaveResumeRequest>;

/**
 * The body a save or a preview may send: a photo at its limit as base64, and room for a full document besides (every
 * list at its bound, in Cyrillic, escaped), so an oversized photo reaches the schema and gets its field's message.
 */
export const RESUME_BODY_LIMIT = Math.ceil((RESUMES.photoMaxBytes * 4) / 3) + 1_500_000;
