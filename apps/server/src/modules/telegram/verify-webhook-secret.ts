import { createHash, timingSafeEqual } from 'node:crypto';
import { RATE_LIMITS } from '@hushwork/contract';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';

/** The header Telegram sends the webhook's `secret_token` in. */
export const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

// Compared as digests: equal lengths, so neither the time nor an early length check tells how much of a guess was right.
const digestOf = (value: string) => createHash('sha256').update(value).digest();

export type VerifyWebhookSecretOptions = {
  /** TELEGRAM_WEBHOOK_SECRET; none refuses every call. */
  secret: string | undefined;
  header: string | string[] | undefined;
  limiter: RateLimiter;
  ip: string;
};

/**
 * Lets through only Telegram, which holds the webhook's secret: anyone else gets 403, and after
 * `RATE_LIMITS.telegramWebhookFailuresPerIp` wrong guesses from one address, 429. Runs before the body is read.
 */
export async function verifyWebhookSecret({ secret, header, limiter, ip }: VerifyWebhookSecretOptions) {
  if (secret && typeof header === 'string' && timingSafeEqual(digestOf(header), digestOf(secret))) return;
  await limiter.consume(RATE_LIMITS.telegramWebhookFailuresPerIp, `telegram-webhook:ip:${ip}`);
  throw new AppError('TELEGRAM_WEBHOOK_REFUSED');
}
