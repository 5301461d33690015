import { CATALOG_KEYS, OPTION_CATALOG_KEYS, type TCatalogKey } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { placeRepo } from './place.repo.ts';
import { referenceIndexOf } from './reference-index.ts';

export type CatalogEntry = { key: string; name: string } | { id: number; code: string; name: string };

export type ListCatalogsOptions = UseCaseArgs<{ keys?: readonly TCatalogKey[] }>;

/** Several reference lists in one round trip, keyed by catalog; `keys` narrows them. */
export async function listCatalogs({ actor, input, db }: ListCatalogsOptions): Promise<Record<string, CatalogEntry[]>> {
  requirePermission(actor, 'read:catalog:any');
  const wanted = new Set<TCatalogKey>(input.keys?.length ? input.keys : CATALOG_KEYS);
  const result: Record<string, CatalogEntry[]> = {};
  const optionKeys = OPTION_CATALOG_KEYS.filter((key) => wanted.has(key));
  if (optionKeys.length > 0) {
    for (const key of optionKeys) result[key] = [];
    for (const { catalog, ...option } of await referenceIndexOf(db).listOptions(actor.locale, optionKeys)) {
      result[catalog]?.push(option);
    }
  }
  if (wanted.has('languages')) result.languages = await referenceIndexOf(db).listLanguages(actor.locale);
  if (wanted.has('continents')) result.continents = await placeRepo.listContinents(db, actor.locale);
  return result;
}
