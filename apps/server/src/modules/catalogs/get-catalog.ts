import type { TCatalogKey } from '@hushwork/contract';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { type CatalogEntry, listCatalogs } from './list-catalogs.ts';

export type GetCatalogOptions = UseCaseArgs<{ key: TCatalogKey }>;

/** One reference list; the permission is checked by listCatalogs. */
export async function getCatalog({ actor, input, db }: GetCatalogOptions): Promise<CatalogEntry[]> {
  const catalogs = await listCatalogs({ actor, input: { keys: [input.key] }, db });
  return catalogs[input.key] ?? [];
}
