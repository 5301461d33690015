/**
 * What an image upload may be refused for by its bytes (not its size, the platform's 413): not an image we take, a
 * damaged one, too many pixels, or an image that is also something else (a polyglot). Every call that takes an image
 * declares these.
 */
export const IMAGE_UPLOAD_ERRORS = {
  IMAGE_TYPE_NOT_ALLOWED: 422,
  IMAGE_UNREADABLE: 422,
  IMAGE_TOO_LARGE: 422,
  IMAGE_POLYGLOT: 422,
} as const;

/** The files domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const FILE_ERRORS = {
  ...IMAGE_UPLOAD_ERRORS,
  /** A document upload that is not a PDF, DOCX, DOC, ODT or plain text, by its bytes. */
  FILE_TYPE_NOT_ALLOWED: 422,
  FILE_NOT_FOUND: 404,
  IMAGE_NOT_FOUND: 404,
} as const;
