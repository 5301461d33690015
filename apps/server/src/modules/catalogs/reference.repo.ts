import type { Locale, TCatalogOption, TKeyword, TLanguage, TSpecialization } from '@hushwork/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { catalog_options, keywords, languages, specializations } from './catalogs.schema.ts';
import { searchPatterns } from './search-text.ts';

type NamesColumn =
  | typeof specializations.names
  | typeof keywords.names
  | typeof languages.names
  | typeof catalog_options.names;
const nameOf = (column: NamesColumn, locale: Locale) => sql<string>`coalesce(${column}->>${locale}, ${column}->>'en')`;

type LookupOptions = { locale: Locale; ids?: number[]; search?: string; limit: number };

export const referenceRepo = {
  listSpecializations(db: Db, options: LookupOptions & { typeIds: readonly number[] }): Promise<TSpecialization[]> {
    const { locale, ids, search, limit, typeIds } = options;
    const conditions: (SQL | undefined)[] = [inArray(specializations.type_id, [...typeIds])];
    if (ids && ids.length > 0) conditions.push(inArray(specializations.id, ids));
    if (search) conditions.push(sql`${specializations.search_text} like ${searchPatterns(search).contains}`);
    return db
      .select({
        id: specializations.id,
        type_id: specializations.type_id,
        slug: specializations.slug,
        name: nameOf(specializations.names, locale),
      })
      .from(specializations)
      .where(and(...conditions))
      .orderBy(
        ...(search ? [desc(sql`${specializations.search_text} like ${searchPatterns(search).prefix}`)] : []),
        desc(specializations.popularity),
        asc(specializations.id),
      )
      .limit(limit);
  },

  listKeywords(db: Db, options: LookupOptions): Promise<TKeyword[]> {
    const { locale, ids, search, limit } = options;
    const conditions: (SQL | undefined)[] = [];
    if (ids && ids.length > 0) conditions.push(inArray(keywords.id, ids));
    if (search) conditions.push(sql`${keywords.search_text} like ${searchPatterns(search).contains}`);
    return db
      .select({ id: keywords.id, slug: keywords.slug, name: nameOf(keywords.names, locale) })
      .from(keywords)
      .where(and(...conditions))
      .orderBy(
        ...(search ? [desc(sql`${keywords.search_text} like ${searchPatterns(search).prefix}`)] : []),
        desc(keywords.popularity),
        asc(keywords.id),
      )
      .limit(limit);
  },

  listLanguages(db: Db, locale: Locale): Promise<TLanguage[]> {
    return db
      .select({ id: languages.id, code: languages.code, name: nameOf(languages.names, locale) })
      .from(languages)
      .orderBy(asc(languages.id));
  },

  listOptions(db: Db, locale: Locale, catalogs: readonly string[]): Promise<(TCatalogOption & { catalog: string })[]> {
    return db
      .select({
        catalog: catalog_options.catalog,
        key: catalog_options.key,
        name: nameOf(catalog_options.names, locale),
      })
      .from(catalog_options)
      .where(inArray(catalog_options.catalog, [...catalogs]))
      .orderBy(asc(catalog_options.catalog), asc(catalog_options.position));
  },

  async hasCatalog(db: Db, catalog: string) {
    const [row] = await db
      .select({ key: catalog_options.key })
      .from(catalog_options)
      .where(eq(catalog_options.catalog, catalog))
      .limit(1);
    return row !== undefined;
  },
};
