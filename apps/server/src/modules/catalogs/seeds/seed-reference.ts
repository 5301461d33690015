import { LOCALES } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { inChunks } from '../../../db/seeds/in-chunks.ts';
import type { Db } from '../../../platform/db/database.ts';
import { catalog_options, keywords, languages, type Names, specializations } from '../catalogs.schema.ts';
import { buildSearchText } from '../search-text.ts';
import keywordData from './reference/keywords.json' with { type: 'json' };
import languageData from './reference/languages.json' with { type: 'json' };
import optionData from './reference/options.json' with { type: 'json' };
import specializationData from './reference/specializations.json' with { type: 'json' };

const allNames = (names: Names) => LOCALES.map((locale) => names[locale]);
/** Brand names (React, PostgreSQL) read the same in every language. */
const sameEverywhere = (name: string): Names => ({ en: name, de: name, pl: name, ru: name, uk: name });

/** Upserts every reference list, so a changed name reaches an existing database on the next start. */
export async function seedReference(db: Db): Promise<void> {
  await inChunks(specializationData, 500, (chunk) =>
    db
      .insert(specializations)
      .values(chunk.map((s) => ({ ...s, search_text: buildSearchText(allNames(s.names)) })))
      .onConflictDoUpdate({
        target: specializations.id,
        set: {
          type_id: sql`excluded.type_id`,
          slug: sql`excluded.slug`,
          popularity: sql`excluded.popularity`,
          names: sql`excluded.names`,
          search_text: sql`excluded.search_text`,
        },
      }),
  );
  await inChunks(keywordData, 500, (chunk) =>
    db
      .insert(keywords)
      .values(
        chunk.map((k) => {
          const names = 'names' in k && k.names ? (k.names as Names) : sameEverywhere(k.name);
          return {
            id: k.id,
            slug: k.slug,
            popularity: k.popularity,
            names,
            search_text: buildSearchText(allNames(names)),
          };
        }),
      )
      .onConflictDoUpdate({
        target: keywords.id,
        set: {
          slug: sql`excluded.slug`,
          popularity: sql`excluded.popularity`,
          names: sql`excluded.names`,
          search_text: sql`excluded.search_text`,
        },
      }),
  );
  await db
    .insert(languages)
    .values(languageData)
    .onConflictDoUpdate({ target: languages.id, set: { code: sql`excluded.code`, names: sql`excluded.names` } });
  const options = Object.entries(optionData).flatMap(([catalog, list]) =>
    list.map((option, position) => ({ catalog, key: option.key, position, names: option.names })),
  );
  await db
    .insert(catalog_options)
    .values(options)
    .onConflictDoUpdate({
      target: [catalog_options.catalog, catalog_options.key],
      set: { position: sql`excluded.position`, names: sql`excluded.names` },
    });
}
