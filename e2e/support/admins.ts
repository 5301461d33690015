import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../../apps/server/src/modules/identity/seeds/demo-second-factor.ts';
import { SECOND_FACTOR } from '../../packages/contract/src/constants.ts';
import { expect, test } from '../fixtures.ts';
import { catalog } from './catalog.ts';
import { type Account, DEMO } from './session.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Creates an admin in a server's data directory before the server opens it, with identity's factory as
 * `npm run admin:create` does: no second factor, so its first sign-in enrols one. No call makes an admin, so this
 * runs the server's own code (through tsx) in a process of its own, for `startOwnServer`'s `prepare`.
 */
export function createAdminIn(dataDir: string, account: Account) {
  mkdirSync(`${root}/.tmp`, { recursive: true });
  const script = `${root}/.tmp/create-admin-${process.pid}-${Date.now()}.ts`;
  writeFileSync(
    script,
    `import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { createUser } from '../apps/server/src/modules/identity/index.ts';
const database = await openDatabase({ dataDir: ${JSON.stringify(`${dataDir}/db`)} });
await createUser(database.db, { role: 'admin', email: ${JSON.stringify(account.email)}, password: ${JSON.stringify(account.password)}, name: 'New Admin' });
await database.close();
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  rmSync(script, { force: true });
  if (run.status !== 0) throw new Error(`creating an admin failed: ${run.stderr}`);
}

/**
 * The demo admin signs in through the sign-in page as a person does: the password, then the code its authenticator
 * shows. A code is taken once per 30-second step (ADR 0035); when another sign-in took this step's, the next step's
 * code is typed after the clock reaches it.
 */
export async function signInAsDemoAdmin(page: Page) {
  const words = catalog<Record<string, string>>('en', 'Auth');
  await page.goto('/login');
  await page.getByLabel(words.email!).fill(DEMO.admin.email);
  await page.getByLabel(words.password!, { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: words.signInButton!, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.secondFactorTitle! })).toBeVisible();
  test.info().setTimeout(test.info().timeout + 35_000);
  const stepMs = SECOND_FACTOR.stepS * 1000;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel(words.secondFactorCode!, { exact: true }).fill(totpCodeOf(DEMO_ADMIN_TOTP_SECRET));
    await page.getByRole('button', { name: words.secondFactorButton! }).click();
    const landed = await page
      .waitForURL(new RegExp(`${DEMO.admin.landing}$`), { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (landed) return;
    await delay(stepMs - (Date.now() % stepMs) + 200);
  }
  await expect(page).toHaveURL(new RegExp(`${DEMO.admin.landing}$`));
}
