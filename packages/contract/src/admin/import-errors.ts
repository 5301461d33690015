/**
 * What the recruiter import refuses a whole file for (its rows' own refusals are in the report, not errors). The file
 * size is the platform's 413.
 */
export const ADMIN_IMPORT_ERRORS = {
  /** Not UTF-8 text (a spreadsheet saved as .xlsx, an image). */
  IMPORT_FILE_NOT_TEXT: 422,
  /** Text that is neither well-formed CSV nor JSON of the format's shape; `line` says where it broke. */
  IMPORT_FILE_MALFORMED: 422,
  /** A header and no recruiter, or an empty list. */
  IMPORT_FILE_EMPTY: 422,
  /** The header lacks a required column (`columns` names them). */
  IMPORT_COLUMNS_MISSING: 422,
  /** More recruiters than `ADMIN.importMaxRows`: one run stays one transaction of bounded length. */
  IMPORT_TOO_MANY_ROWS: 422,
} as const;
