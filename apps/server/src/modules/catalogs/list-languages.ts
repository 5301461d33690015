import type { TLanguage } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { referenceIndexOf } from './reference-index.ts';

export type ListLanguagesOptions = { actor: Actor; db: Db };

/** Languages a candidate may speak, named in the visitor's language. */
export async function listLanguages({ actor, db }: ListLanguagesOptions): Promise<TLanguage[]> {
  requirePermission(actor, 'read:catalog:any');
  return referenceIndexOf(db).listLanguages(actor.locale);
}
