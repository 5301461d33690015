import { CATALOG_KEYS, OPTION_CATALOG_KEYS, type TCatalogKey } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { placeRepo } from './place.repo.ts';
import { referenceRepo } from './reference.repo.ts';

type Entry = { key: string; name: string } | { id: number; code: string; name: string };

/** Several reference lists in one round trip, keyed by catalog; `keys` narrows them. */
export async function listCatalogs({
  actor,
  db,
  keys,
}: {
  actor: Actor;
  db: Db;
  keys?: readonly TCatalogKey[];
}): Promise<Record<string, Entry[]>> {
  requirePermission(actor, 'read:catalog:any');
  const wanted = new Set<TCatalogKey>(keys?.length ? keys : CATALOG_KEYS);
  const result: Record<string, Entry[]> = {};
  const optionKeys = OPTION_CATALOG_KEYS.filter((key) => wanted.has(key));
  if (optionKeys.length > 0) {
    for (const key of optionKeys) result[key] = [];
    for (const { catalog, ...option } of await referenceRepo.listOptions(db, actor.locale, optionKeys)) {
      result[catalog]?.push(option);
    }
  }
  if (wanted.has('languages')) result.languages = await referenceRepo.listLanguages(db, actor.locale);
  if (wanted.has('continents')) result.continents = await placeRepo.listContinents(db, actor.locale);
  return result;
}

export async function getCatalog({ actor, db, key }: { actor: Actor; db: Db; key: TCatalogKey }): Promise<Entry[]> {
  const catalogs = await listCatalogs({ actor, db, keys: [key] });
  return catalogs[key] ?? [];
}
