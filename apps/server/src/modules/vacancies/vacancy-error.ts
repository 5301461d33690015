import { VACANCY_ERRORS, type VacancyErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

type FieldErrors = NonNullable<ConstructorParameters<typeof AppError>[1]>['fields'];

/** An error of this domain with the status the contract gives its code. */
export const vacancyError = (code: VacancyErrorCode, fields?: FieldErrors) =>
  new AppError(code, { status: VACANCY_ERRORS[code], fields });
