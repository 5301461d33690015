import { CATALOG_LIMITS, type TKeyword, type TListKeywordsQuery } from '@hushwork/contract';
import { requirePermission } from '../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { referenceIndexOf } from './reference-index.ts';

export type ListKeywordsOptions = UseCaseArgs<TListKeywordsQuery>;

/** Without a search, the most popular keywords come first: the home page shows the top 5. */
export async function listKeywords({ actor, input, db }: ListKeywordsOptions): Promise<TKeyword[]> {
  requirePermission(actor, 'read:catalog:any');
  const limit = input.ids?.length ? input.ids.length : (input.limit ?? CATALOG_LIMITS.keywordsDefault);
  return referenceIndexOf(db).listKeywords({ locale: actor.locale, ids: input.ids, search: input.search, limit });
}
