import type { Locale } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Names } from './catalogs.schema.ts';

/** `load` run on the first ask and shared by every later one; a load that failed is tried again on the next ask. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

/** One `create(db)` per database, made on its first ask: the catalogs' in-memory indexes, read once per process. */
export function perDatabase<T extends object>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let one = made.get(db);
    if (!one) {
      one = create(db);
      made.set(db, one);
    }
    return one;
  };
}

/** A record's name in the visitor's language; English where the seed left that language out. */
export const nameIn = (names: Names, locale: Locale) => names[locale] ?? names.en ?? '';
