import { FAVORITE_ERRORS, type FavoriteErrorCode } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';

/** An error of this domain with the status the contract gives its code. */
export const favoriteError = (code: FavoriteErrorCode) => new AppError(code, { status: FAVORITE_ERRORS[code] });
