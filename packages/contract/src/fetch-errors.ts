/**
 * The refusals of a fetch of a public page or feed (`platform/fetch`), one code each, so a form can say what was wrong
 * with the address. An endpoint that fetches a URL its caller gives declares them all (`...FETCH_ERRORS`).
 */
export const FETCH_ERRORS = {
  /** Not an absolute URL. */
  FETCH_URL_INVALID: 422,
  /** Only http:// and https:// (no file:, ftp:, data:, gopher: …), also after a redirect. */
  FETCH_SCHEME_NOT_ALLOWED: 422,
  /** The host is, or resolves to, a loopback, private, link-local, unique-local, multicast or unspecified address. */
  FETCH_ADDRESS_NOT_ALLOWED: 422,
  FETCH_HOST_NOT_FOUND: 422,
  /** Connection refused or reset, or the TLS handshake failed. */
  FETCH_UNREACHABLE: 422,
  FETCH_TOO_MANY_REDIRECTS: 422,
  /** Over `FETCH.maxBytes`, by its Content-Length or as it streamed in. */
  FETCH_TOO_LARGE: 422,
  /** Not all there within `FETCH.timeoutMs`. */
  FETCH_TIMEOUT: 422,
  /** Not a web page (or, where a feed is asked for, not JSON, RSS or Atom). */
  FETCH_CONTENT_TYPE_NOT_ALLOWED: 422,
  /** The site answered an error status (404, 500 …). */
  FETCH_BAD_STATUS: 422,
} as const;
