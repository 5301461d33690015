import { z } from 'zod';
import { dataOf, listOf } from '../envelope.ts';
import { ROLES } from '../permissions.ts';
import { ZTokens, ZUser } from './user.ts';

export const ZSocialType = z.enum(['google', 'linkedin', 'github']);
export type TSocialType = z.infer<typeof ZSocialType>;

export const ZStartSocialQuery = z.object({
  social_type: ZSocialType,
  role_id: z.coerce
    .number()
    .pipe(z.union([z.literal(ROLES.worker), z.literal(ROLES.company)]))
    .optional(),
  redirect: z.string().max(2_000).optional(),
  invite: z.string().trim().max(64).optional(),
});
export const ZStartSocialResponse = dataOf(z.object({ url: z.url() }));

export const ZCompleteSocialRequest = z.strictObject({
  code: z.string().min(1).max(2_000),
  state: z.string().min(16).max(200),
  error: z.string().max(200).optional(),
});
export const ZCompleteSocialResponse = dataOf(
  ZTokens.extend({ user: ZUser, redirect: z.string().nullable(), locale: z.string(), is_new: z.boolean() }),
);

export const ZSocialProvidersResponse = listOf(ZSocialType);
