import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, serialId, timestamps, timestamptz } from '../../platform/db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    role_id: smallint('role_id').notNull(),
    // Stored lower-cased and trimmed, so uniqueness holds whatever case a person types.
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    name: text('name').notNull(),
    locale: text('locale').notNull().default('en'),
    email_verified_at: timestamptz('email_verified_at'),
    is_active: boolean('is_active').notNull().default(true),
    blocked_at: timestamptz('blocked_at'),
    deleted_at: timestamptz('deleted_at'),
    erase_after: timestamptz('erase_after'),
    invite_code: text('invite_code').notNull(),
    invited_by: integer('invited_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_invite_code_idx').on(t.invite_code),
    index('users_invited_by_idx').on(t.invited_by),
  ],
);

/**
 * One row per issued token pair. Rotation writes a new row in the same family and marks the old one rotated;
 * presenting a rotated refresh token again revokes the whole family (it was stolen or replayed).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    user_id: ownedBy('user_id', () => users.id),
    family_id: text('family_id').notNull(),
    access_hash: text('access_hash').notNull(),
    access_expires_at: timestamptz('access_expires_at').notNull(),
    refresh_hash: text('refresh_hash').notNull(),
    refresh_expires_at: timestamptz('refresh_expires_at').notNull(),
    rotated_at: timestamptz('rotated_at'),
    revoked_at: timestamptz('revoked_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** The admin behind a "log in as" session: what it does is theirs, written to the audit log. */
    impersonator_user_id: integer('impersonator_user_id'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_access_hash_idx').on(t.access_hash),
    uniqueIndex('sessions_refresh_hash_idx').on(t.refresh_hash),
    index('sessions_user_idx').on(t.user_id),
    index('sessions_family_idx').on(t.family_id),
  ],
);

/** Single-use links (verify e-mail, reset password, confirm deletion): only a hash is stored. */
export const user_tokens = pgTable(
  'user_tokens',
  {
    id: serialId(),
    user_id: ownedBy('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.token_hash), index('user_tokens_user_idx').on(t.user_id, t.purpose)],
);

export const social_accounts = pgTable(
  'social_accounts',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    user_id: ownedBy('user_id', () => users.id),
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_accounts_user_idx').on(t.user_id)],
);

/** The user's choice per notification kind and channel; a missing row means the kind's default (contract). */
export const notification_settings = pgTable(
  'notification_settings',
  {
    user_id: ownedBy('user_id', () => users.id),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    is_enabled: boolean('is_enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind, t.channel] })],
);

/** Opens of an invite link, so the inviter sees how many people it reached. */
export const invite_visits = pgTable(
  'invite_visits',
  {
    id: serialId(),
    inviter_id: ownedBy('inviter_id', () => users.id),
    visitor_key: text('visitor_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('invite_visits_unique_idx').on(t.inviter_id, t.visitor_key)],
);

/** A social sign-in in progress: what the provider's answer must match (state, nonce) and prove (PKCE verifier). */
export const oauth_flows = pgTable('oauth_flows', {
  state_hash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  code_verifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  role_id: smallint('role_id').notNull(),
  locale: text('locale').notNull(),
  redirect: text('redirect'),
  invite: text('invite'),
  expires_at: timestamptz('expires_at').notNull(),
  used_at: timestamptz('used_at'),
});

/**
 * An admin's second factor (ADR 0035). The TOTP secret is kept as it is, since verifying needs it; `last_used_step`
 * is the RFC 6238 time step of the last code taken, so no code is taken twice.
 */
export const second_factors = pgTable('second_factors', {
  user_id: ownedBy('user_id', () => users.id).primaryKey(),
  totp_secret: text('totp_secret').notNull(),
  last_used_step: integer('last_used_step'),
  enrolled_at: timestamptz('enrolled_at').notNull(),
});

/** An admin's recovery codes: only a hash of each, spent once. */
export const recovery_codes = pgTable(
  'recovery_codes',
  {
    id: serialId(),
    user_id: ownedBy('user_id', () => users.id),
    code_hash: text('code_hash').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_idx').on(t.code_hash), index('recovery_codes_user_idx').on(t.user_id)],
);

/**
 * What the password step leaves for the second one: a hashed token, short-lived and spent once. An enrolment carries
 * the secret it showed, which becomes the admin's only when a code made from it comes back.
 */
export const sign_in_challenges = pgTable(
  'sign_in_challenges',
  {
    id: serialId(),
    user_id: ownedBy('user_id', () => users.id),
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    pending_secret: text('pending_secret'),
    expires_at: timestamptz('expires_at').notNull(),
    used_at: timestamptz('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_hash_idx').on(t.token_hash),
    index('sign_in_challenges_user_idx').on(t.user_id),
  ],
);
