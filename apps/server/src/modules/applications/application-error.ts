import { APPLICATION_ERRORS, type ApplicationErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

type FieldErrors = NonNullable<ConstructorParameters<typeof AppError>[1]>['fields'];

/** An error of this domain with the status the contract gives its code, and what it says of each field. */
export const applicationError = (code: ApplicationErrorCode, fields?: FieldErrors) =>
  new AppError(code, { status: APPLICATION_ERRORS[code], fields });
