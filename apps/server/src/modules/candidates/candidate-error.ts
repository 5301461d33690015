import { CANDIDATE_ERRORS, type CandidateErrorCode } from '@hushwork/contract';
import type { Params } from '@hushwork/contract/i18n';
import { AppError } from '../../platform/http/app-error.ts';

type FieldErrors = NonNullable<ConstructorParameters<typeof AppError>[1]>['fields'];

/** An error of this domain with the status the contract gives its code. */
export const candidateError = (code: CandidateErrorCode, options: { fields?: FieldErrors; params?: Params } = {}) =>
  new AppError(code, { status: CANDIDATE_ERRORS[code], ...options });
