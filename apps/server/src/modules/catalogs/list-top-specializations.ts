import { CATALOG_LIMITS, SPECIALIZATION_TYPE_IDS, type TSpecialization } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { rankedFirst } from './live-popularity.ts';
import { referenceIndexOf } from './reference-index.ts';
import { topLists } from './top-lists-cache.ts';

export type ListTopSpecializationsOptions = UseCaseArgs<{ type_id?: number }, 'registry'>;

/** Specializations with the most open vacancies first, then the most popular ones; kept five minutes per language. */
export async function listTopSpecializations({
  actor,
  input,
  db,
  registry,
}: ListTopSpecializationsOptions): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  const typeIds = input.type_id !== undefined ? [input.type_id] : SPECIALIZATION_TYPE_IDS;
  const limit = CATALOG_LIMITS.specializationsTop;
  return topLists.get(db, `specializations:${actor.locale}:${typeIds.join(',')}`, async () => {
    const [ranked, popular] = await Promise.all([
      // Counted across every type, so a few more than the list shows survive the type filter.
      registry.ports.livePopularity?.specializations(db, { limit: limit * 4 }) ?? [],
      referenceIndexOf(db).listSpecializations({ locale: actor.locale, typeIds, limit }),
    ]);
    const found =
      ranked.length > 0
        ? await referenceIndexOf(db).listSpecializations({
            locale: actor.locale,
            typeIds,
            ids: ranked.map((row) => row.id),
            limit: ranked.length,
          })
        : [];
    return rankedFirst(ranked, new Map(found.map((item) => [item.id, item])), popular, limit);
  });
}
