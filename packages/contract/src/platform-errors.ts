/**
 * The platform's own codes and their statuses: what any call may answer whatever its domain (a malformed request, a
 * missing session, a rate limit), and the generic answers a use case gives when no domain code says more.
 */
export const PLATFORM_ERRORS = {
  BAD_REQUEST: 400,
  /** A body Fastify could not parse as JSON (or an empty one where JSON was announced). */
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** No route has this path: told apart from a known route's missing record. */
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
