import { z } from 'zod';
import { zEmail, zId } from '../validation.ts';

/** A member of a company's team as the team sees it. */
export const ZEmployer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    position: z.string().nullable(),
    is_owner: z.boolean(),
    is_admin: z.boolean(),
    is_blocked: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Employer' });
export type TEmployer = z.infer<typeof ZEmployer>;

export const ZEmployerIdParams = z.object({ id: zId });

/**
 * A recruiter as anyone sees them on /recruiter/{id}: a member of an approved, public company. Recruiters speak for
 * their company in public; their e-mail and team standing are in `team`, only for their own team.
 */
export const ZRecruiter = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: z.string().nullable(),
    company: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), logo_id: z.string().nullable() }),
    team: ZEmployer.omit({ id: true, name: true, position: true }).nullable(),
  })
  .meta({ id: 'Recruiter' });
export type TRecruiter = z.infer<typeof ZRecruiter>;

/**
 * A team card: the signed-in employer's own, or with `id` a colleague's, which the owner and team admins edit (spec
 * section 6: "Employer team actions: add, update, …"); a plain member is told to ask the owner.
 */
export const ZUpdateEmployerRequest = z.object({
  id: zId.optional(),
  name: z.string().trim().min(1, { error: 'validation:required', abort: true }).min(2).max(100),
  position: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .default(null)
    .transform((value) => value || null),
});
export type TUpdateEmployerRequest = z.input<typeof ZUpdateEmployerRequest>;

export const ZAddEmployerRequest = z.object({ email: zEmail, position: z.string().trim().max(100).optional() });
export type TAddEmployerRequest = z.input<typeof ZAddEmployerRequest>;

/**
 * Adding a colleague always sends an invitation: a company account sees it in its profile and accepts or declines it,
 * an address without an account is mailed a link to sign up. Nobody joins a team without saying yes.
 */
export const ZAddEmployerResult = z.object({ invitation_sent: z.literal(true) }).meta({ id: 'AddEmployerResult' });
export type TAddEmployerResult = z.infer<typeof ZAddEmployerResult>;

/** Someone who asked to join the company (`companies/{id}/join`), waiting for the owner. */
export const ZTeamRequest = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), created_at: z.string() })
  .meta({ id: 'TeamRequest' });
export type TTeamRequest = z.infer<typeof ZTeamRequest>;

export const ZTeamRequestParams = z.object({ id: zId });

/** An invitation to a company's team, as the invited company account sees it (`me/team-invitations`). */
export const ZTeamInvitation = z
  .object({
    id: z.number().int(),
    company: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), logo_id: z.string().nullable() }),
    position: z.string().nullable(),
    inviter: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamInvitation' });
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZTeamInvitationParams = z.object({ id: zId });
