import { COMPANY_ERRORS, type CompanyErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

type FieldErrors = NonNullable<ConstructorParameters<typeof AppError>[1]>['fields'];

/** An error of this domain with the status the contract gives its code. */
export const companyError = (code: CompanyErrorCode, fields?: FieldErrors) =>
  new AppError(code, { status: COMPANY_ERRORS[code], fields });
