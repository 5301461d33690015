import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { catalog_options, keywords, languages, specializations } from './catalogs.schema.ts';

/**
 * The reference catalogs as stored; every look-up is answered from memory by `reference-index.ts`, which reads them
 * here once per process.
 */
export const referenceRepo = {
  async listAllForIndex(db: Db) {
    const [specializationRows, keywordRows, languageRows, options] = await Promise.all([
      db.select().from(specializations).orderBy(asc(specializations.id)),
      db.select().from(keywords).orderBy(asc(keywords.id)),
      db.select().from(languages).orderBy(asc(languages.id)),
      db.select().from(catalog_options).orderBy(asc(catalog_options.catalog), asc(catalog_options.position)),
    ]);
    return { specializations: specializationRows, keywords: keywordRows, languages: languageRows, options };
  },
};
