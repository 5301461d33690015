import { type Actor, requirePermission } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Registry } from '../../../platform/registry.ts';
import { visibleCandidate } from './get-candidate.ts';

export type GetCandidateSlugOptions = { actor: Actor; input: { id: number }; db: Db; registry: Registry };

/** `GET candidates/get-slug/{id}`: the page's slug, for links that know only the id, to whoever may see the profile. */
export async function getCandidateSlug({ actor, input, db, registry }: GetCandidateSlugOptions) {
  requirePermission(actor, 'read:candidate:any');
  const row = await visibleCandidate(db, actor, input.id, registry);
  return { id: row.id, slug: row.slug };
}
