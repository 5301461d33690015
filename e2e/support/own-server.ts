import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copySeededData } from './seeded-template.ts';
import { freePort, launchBuiltServer, readyOrExit } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server of the spec's own, started from the run's seeded copy (seconds): for specs whose data would change what
 * the suite's shared server shows other specs (a new vacancy in a search's counts), or that need another setting.
 */
export type OwnServer = { origin: string; stop(): Promise<void> };

const ended = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * `env` adds to the server's environment: `SMTP_URL: SUITE_SMTP_URL` sends its mail to the suite's mail server.
 * `prepare` runs on the copied data directory before the server opens it (an account only a command makes).
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => void,
): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = `.tmp/e2e-own-${port}`;
  await copySeededData(dataDir);
  prepare?.(dataDir);
  const child = launchBuiltServer(port, dataDir, env);
  await readyOrExit(port, child);
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await ended(child);
      rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
    },
  };
}
