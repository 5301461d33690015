/** The favorites domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const FAVORITE_ERRORS = {
  /** The thing does not exist, is not public, or its domain cannot be saved yet. */
  FAVORITE_TARGET_NOT_FOUND: 404,
  /** `FAVORITES.perUserMax` reached: remove some first. */
  FAVORITES_LIMIT_REACHED: 422,
} as const;
