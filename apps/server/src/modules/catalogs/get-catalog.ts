import type { TCatalogKey } from '@hushwork/contract';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { type CatalogEntry, listCatalogs } from './list-catalogs.ts';

export type GetCatalogOptions = { actor: Actor; input: { key: TCatalogKey }; db: Db };

/** One reference list; the permission is checked by listCatalogs. */
export async function getCatalog({ actor, input, db }: GetCatalogOptions): Promise<CatalogEntry[]> {
  const catalogs = await listCatalogs({ actor, input: { keys: [input.key] }, db });
  return catalogs[input.key] ?? [];
}
