import { z } from 'zod';
import { dataOf } from '../envelope.ts';
import { ROLES } from '../permissions.ts';
import { withSamePassword, zEmail, zName, zPassword, zPasswordRepeat } from '../validation.ts';

export const ZLoginRequest = z.strictObject({ email: zEmail, password: z.string().min(1).max(1_000) });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = withSamePassword(
  z.strictObject({
    role_id: z.union([z.literal(ROLES.worker), z.literal(ROLES.company)]),
    name: zName,
    email: zEmail,
    password: zPassword,
    sameAsPassword: zPasswordRepeat,
    invite: z.string().trim().max(64).optional(),
    locale: z.enum(['en', 'de', 'pl', 'ru', 'uk']).optional(),
  }),
);
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRefreshRequest = z.strictObject({ refresh_token: z.string().min(1).max(200) });
export const ZLogoutRequest = z.strictObject({ refresh_token: z.string().max(200).optional() });

export const ZCheckEmailRequest = z.strictObject({ email: zEmail });
export const ZCheckEmailResponse = dataOf(z.object({ is_available: z.boolean() }));

export const ZEmailTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const ZForgotPasswordRequest = z.strictObject({ email: zEmail });
/** The token travels in the body, not the path, so request logs never hold it. */
export const ZResetTokenCheckRequest = z.strictObject({ token: z.string().min(1).max(200) });
export const ZResetPasswordRequest = withSamePassword(
  z.strictObject({ token: z.string().min(16).max(200), password: zPassword, sameAsPassword: zPasswordRepeat }),
);
export const ZChangePasswordRequest = withSamePassword(
  z.strictObject({
    current_password: z.string().max(1_000).optional(),
    password: zPassword,
    sameAsPassword: zPasswordRepeat,
  }),
);
/** A password when the account has one; else the token from the confirmation mail (`confirmation_sent` first). */
export const ZDeleteProfileRequest = z.strictObject({
  password: z.string().max(1_000).optional(),
  token: z.string().max(200).optional(),
});
export const ZDeleteProfileResponse = dataOf(z.object({ status: z.enum(['deleted', 'confirmation_sent']) }));

export const ZRedirectCheckRequest = z.strictObject({ redirect: z.string().max(2_000) });
export const ZRedirectCheckResponse = dataOf(z.object({ redirect: z.string() }));
