import { APP_ERRORS, type AppErrorCode } from '@hushwork/contract';
import type { Params } from '@hushwork/contract/i18n';

export type AppErrorOptions = {
  /** Catalog key of the message when it is not `errors:<code>`. */
  messageKey?: string;
  /** Values of the message; a numeric `count` also picks its plural form (`errors:TOO_MANY_REQUESTS_WAIT_few`). */
  params?: Params;
  /** Field → catalog keys with params, translated when the response is written. */
  fields?: Record<string, { key: string; params?: Params }[]>;
  headers?: Record<string, string>;
  /** For 429s: seconds until the limit lifts, also sent as `retry_after` so a form can say how long to wait. */
  retryAfterS?: number;
};

/**
 * The one error use cases throw; the error handler turns it into `{ message, code, errors? }`. Its status is the one
 * the contract's tables give its code, never chosen at the throw, so the web and the OpenAPI document can rely on it.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly options: AppErrorOptions;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.code = code;
    this.status = APP_ERRORS[code];
    this.options = options;
  }
}
