import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copySeededData } from './seeded-template.ts';
import { freePort, launchBuiltServer, readyOrExit } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server of the spec's own whose embedded database survives a restart: moderation has no screen yet (the admin
 * issue), so a spec stops it, approves through the vacancies module's own use case on the data directory, and starts
 * it again. Sessions live in the database, so the browser stays signed in across the restart.
 */
export type RestartableServer = {
  origin: string;
  dataDir: string;
  /** Stops the server, runs `whileStopped` on its data directory, and starts it again. */
  restart(whileStopped?: () => void): Promise<void>;
  stop(): Promise<void>;
};

const ended = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * `env` adds to the server's environment: `SMTP_URL: SUITE_SMTP_URL` delivers its mail to the suite's mail
 * server, where `mailsTo` reads it.
 */
export async function startRestartableServer(env: Record<string, string> = {}): Promise<RestartableServer> {
  const port = await freePort();
  const dataDir = `.tmp/e2e-vacancies-${port}`;
  await copySeededData(dataDir);
  let child = launchBuiltServer(port, dataDir, env);
  await readyOrExit(port, child);
  const halt = async () => {
    child.kill('SIGTERM');
    await ended(child);
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    async restart(whileStopped) {
      await halt();
      whileStopped?.();
      child = launchBuiltServer(port, dataDir, env);
      await readyOrExit(port, child);
    },
    async stop() {
      await halt();
      rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
    },
  };
}

/**
 * Approves vacancies as moderation will: the vacancies module's `approveVacancy` on the stopped server's database,
 * run by the server's own code (through tsx) in a process of its own.
 */
export function approveVacancies(dataDir: string, ids: number[]) {
  // The server keeps its embedded database in DATA_DIR/db (main.ts).
  mkdirSync(`${root}/.tmp`, { recursive: true });
  const script = `${root}/.tmp/approve-vacancies-${process.pid}.ts`;
  writeFileSync(
    script,
    `import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { approveVacancy } from '../apps/server/src/modules/vacancies/index.ts';
const database = await openDatabase({ dataDir: ${JSON.stringify(`${dataDir}/db`)} });
for (const id of ${JSON.stringify(ids)}) await approveVacancy(database.db, id);
await database.close();
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  rmSync(script, { force: true });
  if (run.status !== 0) throw new Error(`approving ${ids.join(', ')} failed: ${run.stderr}`);
}
