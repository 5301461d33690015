import { type Locale, SPECIALIZATION_TYPE_IDS } from '@hushwork/contract';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { referenceIndexOf } from './reference-index.ts';
import { searchPatterns } from './search-text.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});

/** The look-up as SQL answered it before the index: the oracle the index must agree with. */
function bySql(table: 'keywords' | 'specializations', locale: Locale, search: string | undefined, limit: number) {
  const patterns = search ? searchPatterns(search) : null;
  const where: SQL[] = [sql`true`];
  if (table === 'specializations') where.push(sql`type_id = any(${`{${SPECIALIZATION_TYPE_IDS.join(',')}}`}::int[])`);
  if (patterns) where.push(sql`search_text like ${patterns.contains}`);
  return rowsIn(
    sql`select id, coalesce(names->>${locale}, names->>'en') as name from ${sql.raw(table)}
        where ${sql.join(where, sql` and `)}
        order by ${patterns ? sql`(search_text like ${patterns.prefix}) desc,` : sql``} popularity desc, id
        limit ${limit}`,
  );
}

async function rowsIn(query: SQL) {
  const result = (await database.db.execute(query)) as unknown as { rows: { id: number; name: string }[] };
  return result.rows;
}

const pairs = (rows: { id: number; name: string }[]) => rows.map((row) => [Number(row.id), row.name]);

describe('the reference index', () => {
  it('finds technologies as the SQL did: the same records, names and order, for every kind of term', async () => {
    const index = referenceIndexOf(database.db);
    for (const locale of ['en', 'uk'] as const) {
      for (const search of [undefined, 'java', 'ja', 'script', 'SQL', 'дан', 'c#', 'zz-nothing']) {
        const found = await index.listKeywords({ locale, search, limit: 20 });
        expect(pairs(found), `${locale} ${search}`).toEqual(pairs(await bySql('keywords', locale, search, 20)));
      }
    }
    const someIds = (await index.listKeywords({ locale: 'en', limit: 5 })).map((row) => row.id);
    expect((await index.listKeywords({ locale: 'de', ids: someIds, limit: 5 })).map((row) => row.id).sort()).toEqual(
      [...someIds].sort(),
    );
  });

  it('finds specializations as the SQL did, within the offered types', async () => {
    const index = referenceIndexOf(database.db);
    for (const search of [undefined, 'dev', 'an', 'мен']) {
      const found = await index.listSpecializations({
        locale: 'ru',
        search,
        limit: 15,
        typeIds: SPECIALIZATION_TYPE_IDS,
      });
      expect(pairs(found), String(search)).toEqual(pairs(await bySql('specializations', 'ru', search, 15)));
    }
  });

  it('reads the catalogs once: a later look-up is answered from memory', async () => {
    const index = referenceIndexOf(database.db);
    const before = await index.listKeywords({ locale: 'en', search: 'py', limit: 10 });
    expect(before.length).toBeGreaterThan(0);
    // The reference seeds are the catalogs' only writers and run before a server answers; a change behind the
    // index's back is not seen, which shows it no longer asks the database.
    await database.db.execute(sql`update keywords set names = '{"en":"Renamed"}'::jsonb`);
    expect(await index.listKeywords({ locale: 'en', search: 'py', limit: 10 })).toEqual(before);
  });
});
