import { z } from 'zod';
import type { AppErrorCode } from './app-errors.ts';

/** Codes the web never shows as a toast (spec section 8). */
export const SUPPRESSED_ERROR_CODES: readonly AppErrorCode[] = [
  'USER_NOT_FOUND',
  'USER_ALREADY_EXIST',
  'USER_BLOCKED',
  'INTERNAL_SERVER_ERROR',
];

export const ZErrorResponse = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    retry_after: z.number().int().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
