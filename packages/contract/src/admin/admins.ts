import { z } from 'zod';
import { ADMIN, IDENTITY, LOCALES } from '../constants.ts';
import { dataOf, pagedListOf } from '../envelope.ts';
import { zEmail, zName } from '../validation.ts';

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Where an admin's account stands: `invited` until the invitation's set-password link is used, `deactivated` while
 * another admin keeps it out (it cannot sign in), `deleted` once removed (erased after 30 days).
 */
export const ADMIN_ACCOUNT_STATUSES = ['active', 'invited', 'deactivated', 'deleted'] as const;
export const ZAdminAccountStatus = z.enum(ADMIN_ACCOUNT_STATUSES);
export type TAdminAccountStatus = z.infer<typeof ZAdminAccountStatus>;

/** `GET admin/admins`: the admin lists' shape (`q`, `sort`, `dir`, `page`) without role and status filters. */
export const ZAdminAccountsQuery = z.object({
  q: z
    .string()
    .trim()
    .max(ADMIN.searchMax)
    .optional()
    .transform((value) => value || undefined),
  sort: z.preprocess(emptyAsAbsent, z.enum(['created_at', 'email', 'name']).optional()),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(ADMIN.pageMax).default(1),
});
export type TAdminAccountsQuery = z.input<typeof ZAdminAccountsQuery>;
export type TAdminAccountsQueryParsed = z.output<typeof ZAdminAccountsQuery>;

/** An admin's account as the admins' screen shows it; never its password, secret or recovery codes. */
export const ZAdminAccount = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.enum(LOCALES),
    status: ZAdminAccountStatus,
    is_active: z.boolean(),
    /** Whether the second factor is set up (it is at the first sign-in after the invitation). */
    has_second_factor: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminAccount' });
export type TAdminAccount = z.infer<typeof ZAdminAccount>;
export const ZAdminAccountsPage = pagedListOf(ZAdminAccount);
export const ZAdminAccountResponse = dataOf(ZAdminAccount);

/** `POST admin/admins`: who to invite; the invitation mail is written in `locale`. */
export const ZCreateAdminAccountRequest = z
  .strictObject({ name: zName, email: zEmail, locale: z.enum(LOCALES).default('en') })
  .meta({ id: 'CreateAdminAccountRequest' });
export type TCreateAdminAccountRequest = z.input<typeof ZCreateAdminAccountRequest>;
export type TCreateAdminAccountRequestParsed = z.output<typeof ZCreateAdminAccountRequest>;

/** `PUT admin/admins/{id}`: the fields another admin may change; `is_active: false` keeps the account out. */
export const ZUpdateAdminAccountRequest = z
  .strictObject({ name: zName, email: zEmail, is_active: z.boolean() })
  .meta({ id: 'UpdateAdminAccountRequest' });
export type TUpdateAdminAccountRequest = z.input<typeof ZUpdateAdminAccountRequest>;

/**
 * `PUT admin/profile`: the signed-in admin's own name, e-mail and language. A new e-mail needs the current password
 * (whoever holds an open session should not be able to take the account over by its address).
 */
export const ZUpdateAdminProfileRequest = z
  .strictObject({
    name: zName,
    email: zEmail,
    locale: z.enum(LOCALES),
    current_password: z.string().max(IDENTITY.passwordMax).optional(),
  })
  .meta({ id: 'UpdateAdminProfileRequest' });
export type TUpdateAdminProfileRequest = z.input<typeof ZUpdateAdminProfileRequest>;

/** `POST admin/profile/recovery-codes`: new recovery codes for the signed-in admin, the old ones spent. */
export const ZRecoveryCodesRequest = z
  .strictObject({ current_password: z.string().min(1, { error: 'validation:required' }).max(IDENTITY.passwordMax) })
  .meta({ id: 'RecoveryCodesRequest' });
export const ZRecoveryCodesResponse = dataOf(z.object({ recovery_codes: z.array(z.string()) }));
