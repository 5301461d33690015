import {
  CATALOG_LIMITS,
  SPECIALIZATION_TYPE_IDS,
  type TListSpecializationsQuery,
  type TSpecialization,
} from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { referenceIndexOf } from './reference-index.ts';

export type ListSpecializationsOptions = UseCaseArgs<TListSpecializationsQuery>;

/** Only types 2, 3 and 4 are offered (spec section 5); asking for ids returns each of them. */
export async function listSpecializations({
  actor,
  input,
  db,
}: ListSpecializationsOptions): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  const limit = input.ids?.length ? input.ids.length : (input.limit ?? CATALOG_LIMITS.specializationsDefault);
  return referenceIndexOf(db).listSpecializations({
    locale: actor.locale,
    typeIds: input.type_id !== undefined ? [input.type_id] : SPECIALIZATION_TYPE_IDS,
    ids: input.ids,
    search: input.search,
    limit,
  });
}
