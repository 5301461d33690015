import type { Locale, TCatalogOption, TKeyword, TLanguage, TSpecialization } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import type { Names } from './catalogs.schema.ts';
import { loadOnce, nameIn, perDatabase } from './memory-index.ts';
import { referenceRepo } from './reference.repo.ts';
import { foldForSearch } from './search-text.ts';

type Named = { id: number; slug: string; popularity: number; names: Names; search_text: string };
type Lookup = { locale: Locale; ids?: number[] | undefined; search?: string | undefined; limit: number };

/**
 * The records a look-up keeps, in its order: with a search, those where some name contains the term (`search_text`
 * holds every folded name behind a `|`), names that start with it first; then the most popular, then by id.
 */
function lookUp<T extends Named>(rows: readonly T[], { ids, search, limit }: Lookup): T[] {
  const wanted = ids && ids.length > 0 ? new Set(ids) : null;
  const term = search ? foldForSearch(search) : null;
  const kept = rows.filter(
    (row) => (!wanted || wanted.has(row.id)) && (term === null || row.search_text.includes(term)),
  );
  if (term !== null) {
    const starts = (row: T) => (row.search_text.includes(`|${term}`) ? 0 : 1);
    // A stable sort keeps the popularity order the rows were loaded in within each group.
    kept.sort((a, b) => starts(a) - starts(b));
  }
  return kept.slice(0, limit);
}

const byPopularity = <T extends Named>(rows: T[]) => rows.sort((a, b) => b.popularity - a.popularity || a.id - b.id);

async function load(db: Db) {
  const { specializations, keywords, languages, options } = await referenceRepo.listAllForIndex(db);
  const catalogs = new Map<string, typeof options>();
  for (const option of options.sort((a, b) => a.catalog.localeCompare(b.catalog) || a.position - b.position)) {
    const list = catalogs.get(option.catalog);
    if (list) list.push(option);
    else catalogs.set(option.catalog, [option]);
  }
  return {
    specializations: byPopularity(specializations),
    keywords: byPopularity(keywords),
    languages: languages.sort((a, b) => a.id - b.id),
    catalogs,
  };
}

/** The reference catalogs' look-ups, answered from memory; the same answers as their SQL had (`reference.repo.ts`). */
export type ReferenceIndex = {
  listSpecializations(options: Lookup & { typeIds: readonly number[] }): Promise<TSpecialization[]>;
  listKeywords(options: Lookup): Promise<TKeyword[]>;
  listLanguages(locale: Locale): Promise<TLanguage[]>;
  listOptions(locale: Locale, catalogs: readonly string[]): Promise<(TCatalogOption & { catalog: string })[]>;
};

function createReferenceIndex(db: Db): ReferenceIndex {
  const loaded = loadOnce(() => load(db));
  return {
    async listSpecializations(options) {
      const types = new Set(options.typeIds);
      const rows = (await loaded()).specializations.filter((row) => types.has(row.type_id));
      return lookUp(rows, options).map((row) => ({
        id: row.id,
        type_id: row.type_id,
        slug: row.slug,
        name: nameIn(row.names, options.locale),
      }));
    },
    async listKeywords(options) {
      return lookUp((await loaded()).keywords, options).map((row) => ({
        id: row.id,
        slug: row.slug,
        name: nameIn(row.names, options.locale),
      }));
    },
    async listLanguages(locale) {
      return (await loaded()).languages.map((row) => ({ id: row.id, code: row.code, name: nameIn(row.names, locale) }));
    },
    async listOptions(locale, catalogs) {
      const { catalogs: all } = await loaded();
      return [...new Set(catalogs)]
        .sort((a, b) => a.localeCompare(b))
        .flatMap((catalog) =>
          (all.get(catalog) ?? []).map((row) => ({ catalog, key: row.key, name: nameIn(row.names, locale) })),
        );
    },
  };
}

/**
 * The one index of a database's reference catalogs (specializations, technologies, languages, option lists): they
 * change only with the reference seeds, which run before a server answers, so each process reads them once, on the
 * first question, and every look-up after is a walk over a few thousand records in memory (issue 26).
 */
export const referenceIndexOf: (db: Db) => ReferenceIndex = perDatabase(createReferenceIndex);
