import { ERROR_CODES, type ErrorCode } from '@hushwork/contract';
import type { Params } from '@hushwork/contract/i18n';

export type AppErrorOptions = {
  status?: number;
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

/** The one error use cases throw; the error handler turns it into `{ message, code, errors? }`. */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly options: AppErrorOptions;

  constructor(code: ErrorCode | (string & {}), options: AppErrorOptions = {}) {
    super(code);
    this.code = code;
    this.status = options.status ?? ERROR_CODES[code as ErrorCode] ?? 400;
    this.options = options;
  }
}

export const notFound = (code: string) => new AppError(code, { status: 404 });
