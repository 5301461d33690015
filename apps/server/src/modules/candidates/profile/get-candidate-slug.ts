import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { visibleCandidate } from './get-candidate.ts';

export type GetCandidateSlugOptions = UseCaseArgs<{ id: number }, 'registry'>;

/** `GET candidates/get-slug/{id}`: the page's slug, for links that know only the id, to whoever may see the profile. */
export async function getCandidateSlug({ actor, input, db, registry }: GetCandidateSlugOptions) {
  requirePermission(actor, 'read:candidate:any');
  const row = await visibleCandidate(db, actor, input.id, registry);
  return { id: row.id, slug: row.slug };
}
