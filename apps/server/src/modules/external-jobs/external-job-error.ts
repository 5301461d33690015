import { EXTERNAL_JOB_ERRORS, type ExternalJobErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

type FieldErrors = NonNullable<ConstructorParameters<typeof AppError>[1]>['fields'];

/** An error of this domain with the status the contract gives its code. */
export const externalJobError = (code: ExternalJobErrorCode, fields?: FieldErrors) =>
  new AppError(code, { status: EXTERNAL_JOB_ERRORS[code], ...(fields ? { fields } : {}) });
