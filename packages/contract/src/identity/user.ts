import { z } from 'zod';
import { ZProfileCandidate } from '../candidates/profile.ts';
import { ZProfileCompany, ZProfileEmployer } from '../companies/profile.ts';
import { dataOf } from '../envelope.ts';

export const ZUserStatus = z.enum(['active', 'inactive', 'pending', 'rejected']);

/** The signed-in user as the spec's section 3 reads it; the candidate comes with its domain. */
export const ZUser = z
  .object({
    id: z.number().int(),
    role_id: z.number().int(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    email_verification: z.boolean(),
    is_active: z.boolean(),
    is_profile_active: z.boolean(),
    status: ZUserStatus,
    has_password: z.boolean(),
    unread_messages: z.number().int(),
    /** Saved vacancies, candidates and companies: the header's favorites icon counts them. */
    favorites_count: z.number().int(),
    /** A company account: unread responses to its company's vacancies (the header's notification badge). */
    unread_responses: z.number().int(),
    /** A worker: offers sent to them, unanswered and unread (the header's notification badge). */
    unread_offers: z.number().int(),
    invite_code: z.string(),
    candidate: ZProfileCandidate.nullable(),
    company: ZProfileCompany.nullable(),
    employer: ZProfileEmployer.nullable(),
  })
  .meta({ id: 'User' });
export type TUser = z.infer<typeof ZUser>;

/**
 * `impersonated_by`: present only in a "log in as" session, naming the admin behind it, so every page can say so and
 * offer the way back.
 */
export const ZProfileResponse = dataOf(
  ZUser.extend({
    token: z.string(),
    impersonated_by: z.object({ id: z.number().int(), name: z.string() }).optional(),
  }),
);

export const ZTokens = z.object({
  token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
});
export type TTokens = z.infer<typeof ZTokens>;

export const ZSessionResponse = dataOf(ZTokens.extend({ user: ZUser }));
export type TSession = z.infer<typeof ZSessionResponse>['data'];
