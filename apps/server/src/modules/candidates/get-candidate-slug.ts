import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { visibleCandidate } from './get-candidate.ts';

export type GetCandidateSlugOptions = { actor: Actor; input: { id: number }; db: Db };

/** `GET candidates/get-slug/{id}`: the page's slug, for links that know only the id, to whoever may see the profile. */
export async function getCandidateSlug({ actor, input, db }: GetCandidateSlugOptions) {
  requirePermission(actor, 'read:candidate:any');
  const row = await visibleCandidate(db, actor, input.id);
  return { id: row.id, slug: row.slug };
}
