import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs `body` against a stopped server's embedded database (DATA_DIR/db), with `imports` from the server's own
 * modules, in a process of its own (tsx): how a browser test reaches a state only moderation's screens will reach
 * (the admin issue). `db` is in scope in `body`.
 */
export function runOnStoppedServer(dataDir: string, imports: string, body: string) {
  mkdirSync(`${root}/.tmp`, { recursive: true });
  const script = `${root}/.tmp/moderate-${process.pid}-${Date.now()}.ts`;
  writeFileSync(
    script,
    `import { openDatabase } from '../apps/server/src/platform/db/database.ts';
${imports}
const database = await openDatabase({ dataDir: ${JSON.stringify(`${dataDir}/db`)} });
const db = database.db;
${body}
await database.close();
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  rmSync(script, { force: true });
  if (run.status !== 0) throw new Error(`moderation on the stopped server failed: ${run.stderr}`);
}

/** Approves a company and reviews of companies, as the admin screens will. */
export function approveCompanyAndReviews(dataDir: string, companyIds: number[], reviewIds: number[]) {
  runOnStoppedServer(
    dataDir,
    `import { approveCompanyReview, setCompanyModeration } from '../apps/server/src/modules/companies/index.ts';`,
    `for (const id of ${JSON.stringify(companyIds)}) await setCompanyModeration(db, id, 'approved');
for (const id of ${JSON.stringify(reviewIds)}) await approveCompanyReview(db, id);`,
  );
}
