import {
  CATALOG_LIMITS,
  SPECIALIZATION_TYPE_IDS,
  type TListSpecializationsQuery,
  type TSpecialization,
} from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { referenceRepo } from './reference.repo.ts';

export type ListSpecializationsOptions = { actor: Actor; input: TListSpecializationsQuery; db: Db };

/** Only types 2, 3 and 4 are offered (spec section 5); asking for ids returns each of them. */
export async function listSpecializations({
  actor,
  input,
  db,
}: ListSpecializationsOptions): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  const limit = input.ids?.length ? input.ids.length : (input.limit ?? CATALOG_LIMITS.specializationsDefault);
  return referenceRepo.listSpecializations(db, {
    locale: actor.locale,
    typeIds: input.type_id !== undefined ? [input.type_id] : SPECIALIZATION_TYPE_IDS,
    ids: input.ids,
    search: input.search,
    limit,
  });
}
