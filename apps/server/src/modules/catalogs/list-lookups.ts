import {
  CATALOG_LIMITS,
  SPECIALIZATION_TYPE_IDS,
  type TKeyword,
  type TListKeywordsQuery,
  type TListSpecializationsQuery,
  type TSpecialization,
} from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { referenceRepo } from './reference.repo.ts';

type Options<Q> = { actor: Actor; db: Db; query: Q };

/** Only types 2, 3 and 4 are offered (spec section 5); asking for ids returns each of them. */
export async function listSpecializations({
  actor,
  db,
  query,
}: Options<TListSpecializationsQuery>): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  const limit = query.ids?.length ? query.ids.length : (query.limit ?? CATALOG_LIMITS.specializationsDefault);
  return referenceRepo.listSpecializations(db, {
    locale: actor.locale,
    typeIds: query.type_id !== undefined ? [query.type_id] : SPECIALIZATION_TYPE_IDS,
    ids: query.ids,
    search: query.search,
    limit,
  });
}

export async function listTopSpecializations({
  actor,
  db,
  query,
}: Options<{ type_id?: number }>): Promise<TSpecialization[]> {
  requirePermission(actor, 'read:catalog:any');
  return referenceRepo.listSpecializations(db, {
    locale: actor.locale,
    typeIds: query.type_id !== undefined ? [query.type_id] : SPECIALIZATION_TYPE_IDS,
    limit: CATALOG_LIMITS.specializationsTop,
  });
}

/** Without a search, the most popular keywords come first: the home page shows the top 5. */
export async function listKeywords({ actor, db, query }: Options<TListKeywordsQuery>): Promise<TKeyword[]> {
  requirePermission(actor, 'read:catalog:any');
  const limit = query.ids?.length ? query.ids.length : (query.limit ?? CATALOG_LIMITS.keywordsDefault);
  return referenceRepo.listKeywords(db, { locale: actor.locale, ids: query.ids, search: query.search, limit });
}
