import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, launchBuiltServer, readyOrExit } from './server-process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TEMPLATE = '.tmp/e2e-seeded-template';
const LOCK = `${TEMPLATE}.lock`;

/**
 * Forgets the last run's template: called once, when the runner loads the config (its workers inherit the marker and
 * keep the one this run builds), so a run never starts from data seeded by older code.
 */
export function resetSeededTemplate() {
  if (process.env.E2E_SEEDED_TEMPLATE_RESET) return;
  process.env.E2E_SEEDED_TEMPLATE_RESET = '1';
  rmSync(`${root}/${TEMPLATE}`, { recursive: true, force: true });
  rmSync(`${root}/${LOCK}`, { recursive: true, force: true });
}

async function seedInto(dataDir: string) {
  const port = await freePort();
  const child = launchBuiltServer(port, dataDir);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await readyOrExit(port, child);
  // A clean stop leaves the embedded database whole on disk, so a copy of the folder opens as it was.
  child.kill('SIGTERM');
  await exited;
}

/**
 * Fills `dataDir` with a freshly seeded server's data (reference and demo data, as a first start writes them), from a
 * template seeded once per run: the first spec that asks seeds it while the others wait, then each takes a copy in a
 * second or two instead of seeding for most of a minute of both cores.
 */
export async function copySeededData(dataDir: string) {
  const template = `${root}/${TEMPLATE}`;
  const deadline = Date.now() + 240_000;
  while (!existsSync(template)) {
    let isBuilder = false;
    try {
      mkdirSync(`${root}/${LOCK}`, { recursive: false });
      isBuilder = true;
    } catch {
      // Another worker is seeding it.
    }
    if (isBuilder) {
      const building = `${TEMPLATE}.building`;
      rmSync(`${root}/${building}`, { recursive: true, force: true });
      try {
        await seedInto(building);
        renameSync(`${root}/${building}`, template);
      } finally {
        rmSync(`${root}/${LOCK}`, { recursive: true, force: true });
      }
    } else {
      if (Date.now() > deadline) throw new Error('the seeded template did not appear within 240 s');
      await delay(500);
    }
  }
  rmSync(`${root}/${dataDir}`, { recursive: true, force: true });
  cpSync(template, `${root}/${dataDir}`, { recursive: true });
}
