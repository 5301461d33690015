import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database.ts';
import { createDiskStorage } from '../platform/files/disk-storage.ts';
import { runReferenceSeeds } from '../seeds.ts';
import { templateName } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once, then every test file clones the result: a PGlite data-dir dump, or a PostgreSQL
 * template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  // The articles' pictures go here: a test reads their rows and addresses, never their bytes.
  const filesDir = resolve('.tmp', `seed-files-${process.pid}`);
  const seedOptions = { size: 'fixture', storage: createDiskStorage(filesDir) } as const;
  if (url) {
    const template = templateName();
    const admin = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: url }));
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ url: target.toString() });
    await database.migrate();
    await runReferenceSeeds(database.db, seedOptions);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
      rmSync(filesDir, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await runReferenceSeeds(database.db, seedOptions);
  const dump = await database.dump!();
  await database.close();
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return async () => {
    rmSync(path, { force: true });
    rmSync(filesDir, { recursive: true, force: true });
  };
}
