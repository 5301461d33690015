import { APPLICATION_ERRORS, type ApplicationErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

/** An error of this domain with the status the contract gives its code. */
export const applicationError = (code: ApplicationErrorCode) =>
  new AppError(code, { status: APPLICATION_ERRORS[code] });
