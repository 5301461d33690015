import { invalidRequest } from './api-error.ts';

/** An answer kept for its idempotency key, with what the request was, to refuse the key on a different one. */
type Kept = { request: string; status: number; body: string };

/**
 * Stripe's `Idempotency-Key`: the same key (for the same API key) gets the first answer again, without doing the
 * work twice. As on Stripe, only answers of calls that ran are kept (successes and card errors), not refusals of
 * their parameters, so a corrected retry with the same key is not stuck with them.
 */
export function createIdempotency() {
  const kept = new Map<string, Kept>();
  return {
    replay(scope: string, key: string, request: string): Kept | undefined {
      const found = kept.get(`${scope}\n${key}`);
      if (found && found.request !== request) {
        const error = invalidRequest(
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
        error.body.type = 'idempotency_error';
        throw error;
      }
      return found;
    },
    keep(scope: string, key: string, request: string, status: number, body: string) {
      if (status === 200 || status === 402) kept.set(`${scope}\n${key}`, { request, status, body });
    },
  };
}
