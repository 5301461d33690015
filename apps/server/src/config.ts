import { FLAGS } from '@hushwork/contract';
import { z } from 'zod';

const zBool = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');
const zOptionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional());
const zOptionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: zOptionalUrl,
  REDIS_URL: zOptionalUrl,
  PUBLIC_URL: zOptionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Comma-separated addresses or CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: z.string().default(''),
  /** Header a trusted proxy sets with the visitor's ISO country (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(1).toLowerCase().optional(),
  ),
  TELEGRAM_CHANNEL_URL: zOptionalUrl,
  /** The bot /telegram links to (its @username; the @ may be left out); unset, the page says there is no bot. */
  TELEGRAM_BOT_USERNAME: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.replace(/^@/, '') : value),
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, 'A Telegram username: 5–32 letters, digits or underscores')
      .optional(),
  ),
  /** The bot's token from @BotFather, with which it answers (sendMessage); unset, the bot links chats silently. */
  TELEGRAM_BOT_TOKEN: zOptionalText,
  /**
   * The `secret_token` given to Telegram's setWebhook, which it sends in X-Telegram-Bot-Api-Secret-Token; unset,
   * POST /api/telegram refuses every call.
   */
  TELEGRAM_WEBHOOK_SECRET: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'Telegram takes 1–256 letters, digits, _ and -; use at least 16')
      .optional(),
  ),
  /** Telegram's Bot API (tests point it at a local stand-in). */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset keeps mail in the outbox. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Hushwork <no-reply@hushwork.local>'),
  /** Where the contact form's messages are mailed (they are kept in the database as well). */
  SUPPORT_EMAIL: z.email().default('support@hushwork.local'),
  SEED_DEMO: zBool.optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  WEB_BUILD_DIR: z.string().optional(),
  /** Social sign-in: a provider's button shows only when its client id and secret are set. */
  GOOGLE_CLIENT_ID: zOptionalText,
  GOOGLE_CLIENT_SECRET: zOptionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: zOptionalText,
  LINKEDIN_CLIENT_SECRET: zOptionalText,
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  GITHUB_CLIENT_ID: zOptionalText,
  GITHUB_CLIENT_SECRET: zOptionalText,
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /**
   * Signs realtime tokens; set the same value on every instance (at least 32 characters). Unset, the embedded mode
   * keeps one in DATA_DIR/app-secret (`platform/auth/app-secret.ts`); production on PostgreSQL requires it.
   */
  APP_SECRET: z.string().min(32).optional(),
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (`checkS3`: all that is needed, or none). */
  S3_BUCKET: zOptionalText,
  S3_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: zOptionalText,
  S3_ACCESS_KEY_ID: zOptionalText,
  S3_SECRET_ACCESS_KEY: zOptionalText,
  S3_FORCE_PATH_STYLE: zBool.optional(),
  /**
   * Tests only: lets the safe fetcher (`platform/fetch`, the vacancy import and external job feeds) reach loopback
   * addresses, where tests serve their fixture pages. Every other private address stays refused; production refuses it.
   */
  FETCH_ALLOW_LOOPBACK: zBool.optional(),
  /**
   * Payments through Stripe (`checkStripe`: all three, or none). Without them the server starts the local stand-in,
   * which speaks Stripe's HTTP and signed webhooks and takes Stripe's test cards: nothing is charged.
   */
  STRIPE_SECRET_KEY: zOptionalText,
  STRIPE_PUBLISHABLE_KEY: zOptionalText,
  STRIPE_WEBHOOK_SECRET: zOptionalText,
  /** The stand-in's port when it runs (0: any free one); it listens on this machine only. */
  PAYMENTS_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The seller an invoice names (`me/orders/{id}/invoice`): the operator's legal name, address and VAT number. */
  INVOICE_SELLER_NAME: z.string().trim().min(1).default('Hushwork'),
  INVOICE_SELLER_ADDRESS: z.string().trim().default(''),
  INVOICE_SELLER_VAT_ID: z.string().trim().default(''),
  /** Spec section 1's product flags, off by default as the spec says; a deployment turns one on. */
  COMPANY_PREMIUM: zBool.default(FLAGS.companyPremium),
  COMMUNITY: zBool.default(FLAGS.community),
});

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/**
 * Links in pages, sitemaps and mails name the site by PUBLIC_URL, never by a request's Host header (a forged one would
 * be cached into pages). A production server on PostgreSQL is a real deployment and must say its address; the
 * embedded default is someone trying the app, and gets http://localhost:PORT.
 */
function checkPublicUrl(config: z.infer<typeof ZConfig>, context: z.RefinementCtx) {
  if (config.PUBLIC_URL && !/^https?:\/\//.test(config.PUBLIC_URL))
    context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'Must be an http:// or https:// URL' });
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.PUBLIC_URL)
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "Required in production with DATABASE_URL: the site's public address, e.g. https://hushwork.example",
    });
}

/**
 * Instances on one PostgreSQL server must verify each other's tokens, so they need one secret from the environment;
 * one kept in a data directory would differ per machine.
 */
function checkAppSecret(config: z.infer<typeof ZConfig>, context: z.RefinementCtx) {
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.APP_SECRET)
    context.addIssue({
      code: 'custom',
      path: ['APP_SECRET'],
      message:
        'Required in production with DATABASE_URL: the same random value of at least 32 characters on every instance (e.g. `openssl rand -base64 32`)',
    });
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * Files go to S3 as soon as any S3_* is set, so a half-made setting must stop the boot rather than quietly keep files
 * on one machine's disk: the bucket and region are then required, and the key pair comes whole or not at all (none
 * lets the SDK find credentials itself, e.g. an instance role).
 */
function checkS3(config: z.infer<typeof ZConfig>, context: z.RefinementCtx) {
  if (!S3_VARIABLES.some((name) => config[name] !== undefined)) return;
  const required = 'Required when any S3_* variable is set';
  if (!config.S3_BUCKET)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: `${required}: the bucket files go to` });
  if (!config.S3_REGION)
    context.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message: `${required}: the bucket's region (e.g. us-east-1; most S3-compatible servers take any)`,
    });
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    const missing = config.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither',
    });
  }
}

/** A server that fetches pages for its users must never reach itself or its neighbours in production. */
function checkFetchLoopback(config: z.infer<typeof ZConfig>, context: z.RefinementCtx) {
  if (config.NODE_ENV === 'production' && config.FETCH_ALLOW_LOOPBACK)
    context.addIssue({
      code: 'custom',
      path: ['FETCH_ALLOW_LOOPBACK'],
      message: 'For tests only: a production server must not fetch loopback addresses for its users',
    });
}

/** A half-configured Stripe would take cards it cannot confirm: all its keys, or the stand-in. */
function checkStripe(config: z.infer<typeof ZConfig>, context: z.RefinementCtx) {
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const missing = keys.filter((key) => !config[key]);
  if (missing.length === 0 || missing.length === keys.length) return;
  for (const key of missing)
    context.addIssue({ code: 'custom', path: [key], message: `Set it too, or none of ${keys.join(', ')}` });
}

/** Parses the environment once at boot; a wrong value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZConfig.superRefine(checkPublicUrl)
    .superRefine(checkAppSecret)
    .superRefine(checkS3)
    .superRefine(checkFetchLoopback)
    .superRefine(checkStripe)
    .safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
