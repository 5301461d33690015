import { MESSAGING_ERRORS, type MessagingErrorCode } from '@hushwork/contract';
import { AppError, type AppErrorOptions } from '../../platform/http/app-error.ts';

/** An error of this domain with the status the contract gives its code; `fields` words a 422 per field. */
export const messagingError = (code: MessagingErrorCode, fields?: AppErrorOptions['fields']) =>
  new AppError(code, { status: MESSAGING_ERRORS[code], ...(fields ? { fields } : {}) });
