import type { Db } from './database.ts';

type Entry = { at: number; value: Promise<unknown> };

/**
 * Answers computed from a database and kept in memory for `maxAgeMs`, per database and key: counts and reference
 * lists that many pages ask for and that may be that old. Callers asking while one is computed share it; a failed one
 * is not kept. `forgetAll` drops every kept answer, for a write that must show at once. With `maxEntries`, the
 * oldest kept answer of a database makes room for a new one past that many.
 */
export function keptAnswers(maxAgeMs: number, maxEntries = Number.POSITIVE_INFINITY) {
  let kept = new WeakMap<Db, Map<string, Entry>>();
  return {
    get<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
      let byKey = kept.get(db);
      if (!byKey) {
        byKey = new Map();
        kept.set(db, byKey);
      }
      const hit = byKey.get(key);
      if (hit && Date.now() - hit.at < maxAgeMs) return hit.value as Promise<T>;
      const value = compute();
      const entry = { at: Date.now(), value };
      byKey.delete(key);
      byKey.set(key, entry);
      if (byKey.size > maxEntries) byKey.delete(byKey.keys().next().value as string);
      const keptIn = byKey;
      value.catch(() => {
        if (keptIn.get(key) === entry) keptIn.delete(key);
      });
      return value;
    },
    forgetAll() {
      kept = new WeakMap();
    },
  };
}
