import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db/database.ts';

export const templateName = () => `hushwork_template_${process.pid}`;

/** A fresh database for one test file, cloned from the migrated and seeded template; dropped afterwards. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tar = readFileSync(inject('pgliteTemplatePath'));
    const database = await openDatabase({ dataDir: null, loadDataDir: new Blob([tar]) });
    afterAll(() => database.close());
    return database;
  }
  const name = `hushwork_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  afterAll(async () => {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return database;
}
