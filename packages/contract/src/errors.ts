import { z } from 'zod';

/** Stable error codes: clients branch on these, never on message text. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  USER_NOT_FOUND: 404,
  USER_ALREADY_EXIST: 409,
  USER_BLOCKED: 403,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes the web never shows as a toast (spec section 8). */
export const SUPPRESSED_ERROR_CODES: readonly ErrorCode[] = [
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
