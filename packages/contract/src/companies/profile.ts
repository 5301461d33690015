import { z } from 'zod';
import { ZModerationStatus } from './company.ts';

/** The company part of the signed-in user's profile (spec section 3). */
export const ZProfileCompany = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    is_public: z.boolean(),
    moderation_status: ZModerationStatus,
    /** Why moderation rejected it, while it stays rejected (its owner's page shows it); null otherwise. */
    moderation_note: z.string().nullable(),
    logo_id: z.string().nullable(),
    can_send_job_offer: z.boolean(),
  })
  .meta({ id: 'ProfileCompany' });
export type TProfileCompany = z.infer<typeof ZProfileCompany>;

/** The employer part: who the company account is within its team. */
export const ZProfileEmployer = z
  .object({
    name: z.string(),
    position: z.string().nullable(),
    created_at: z.string(),
    /** The company pays for a community plan now (ADR 0049); the free demo is not one. */
    community: z.boolean(),
    logo_id: z.string().nullable(),
    is_owner: z.boolean(),
    is_admin: z.boolean(),
    /** Asked to join a company whose owner has not answered yet: the add-company push waits. */
    waiting_company_approval: z.boolean(),
    has_hiring_payment_reminder: z.boolean(),
    tariff: z.object({ active: z.boolean() }),
  })
  .meta({ id: 'ProfileEmployer' });
export type TProfileEmployer = z.infer<typeof ZProfileEmployer>;
