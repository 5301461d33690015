import { CATALOG_LIMITS, SPECIALIZATION_TYPE_IDS, type TSpecialization } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { referenceRepo } from './reference.repo.ts';

export type ListTopSpecializationsOptions = { actor: Actor; input: { type_id?: number }; db: Db };

export async function listTopSpecializations({
  actor,
  input,
  db,
}: ListTopSpecializationsOptions): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  return referenceRepo.listSpecializations(db, {
    locale: actor.locale,
    typeIds: input.type_id !== undefined ? [input.type_id] : SPECIALIZATION_TYPE_IDS,
    limit: CATALOG_LIMITS.specializationsTop,
  });
}
