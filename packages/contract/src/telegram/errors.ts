/** The telegram domain's error codes and their statuses; each endpoint declares the ones it may answer. */
export const TELEGRAM_ERRORS = {
  /** No bot username is configured (TELEGRAM_BOT_USERNAME): the site has no bot to link to. */
  TELEGRAM_BOT_NOT_CONFIGURED: 404,
  /**
   * The webhook's secret header is missing or wrong, or no secret is configured (TELEGRAM_WEBHOOK_SECRET): only
   * Telegram, which holds the secret, may deliver updates.
   */
  TELEGRAM_WEBHOOK_REFUSED: 403,
} as const;
