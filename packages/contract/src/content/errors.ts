/** The content domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const CONTENT_ERRORS = {
  /** No article has this number or slug. */
  POST_NOT_FOUND: 404,
  /** No approved comment has this number (one waiting for moderation cannot be answered yet). */
  COMMENT_NOT_FOUND: 404,
  /** The page's text has not been loaded (a database seeded before the page was written). */
  PAGE_NOT_FOUND: 404,
} as const;
