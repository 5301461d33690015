import { z } from 'zod';
import { ZModerationStatus } from '../companies/company.ts';

/**
 * The candidate part of the signed-in worker's profile (spec section 3). It is the owner's own, so it carries the
 * name and the photo (`logo_id`, served to them by `GET /api/candidates/{id}/photo`).
 */
export const ZProfileCandidate = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    expectation_description: z.string(),
    is_public: z.boolean(),
    moderation_status: ZModerationStatus,
    /** Why moderation rejected it, while it stays rejected (its owner's page shows it); null otherwise. */
    moderation_note: z.string().nullable(),
    logo_id: z.string().nullable(),
    published_at: z.string(),
  })
  .meta({ id: 'ProfileCandidate' });
export type TProfileCandidate = z.infer<typeof ZProfileCandidate>;
