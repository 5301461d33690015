import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from './modules/identity/index.ts';
import { watchOutput } from './test/process-output.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const createAdmin = fileURLToPath(new URL('../scripts/create-admin.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hushwork-start-'));
/** Every server this file started: one a timed-out test left running would outlive the run (and hold its port). */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  WEB_BUILD_DIR: dataDir,
};

/**
 * The demo accounts block the start prints last, one line per account (role, e-mail, password), then the demo admin's
 * authenticator secret, then a blank line.
 */
const DEMO_BLOCK = /Demo accounts:\n((?: {2}\S+ +\S+ {2}\S+\n)+)( {2}admin authenticator secret .*)\n\n/;

/**
 * Starts the real entry point as `npm start` does and resolves once it has printed everything it prints on start:
 * the address comes first and the demo accounts after it, so waiting for the address alone reads a half output.
 */
async function start(): Promise<{ child: ChildProcess; url: string; demoLines: string[]; secretLine: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  const { printed } = watchOutput(child);
  const [, url] = await printed(/running at (http:\/\/\S+)\n/);
  const [, block, secretLine] = await printed(DEMO_BLOCK);
  return {
    child,
    url: url!.replace('localhost', '127.0.0.1'),
    demoLines: block!.trimEnd().split('\n'),
    secretLine: secretLine!,
  };
}

const demoLine = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  `  ${account.role.padEnd(8)} ${account.email}  ${account.password}`;

const stop = async (child: ChildProcess) => {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
};

describe('npm start on a fresh data directory', () => {
  it('migrates, seeds, prints the demo accounts, and a second start reuses the data without duplicating it', async () => {
    const first = await start();
    expect(first.demoLines).toEqual(DEMO_ACCOUNTS.map(demoLine));
    expect(first.secretLine).toContain(DEMO_ADMIN_TOTP_SECRET);
    expect(first.secretLine).toContain(
      `otpauth://totp/Hushwork:admin%40demo.hushwork.local?secret=${DEMO_ADMIN_TOTP_SECRET}`,
    );
    const post = (path: string, body: object) =>
      fetch(`${first.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The demo admin signs in with the printed secret's code, as a local user's authenticator shows it.
    const login = await post('/api/auth/login', { email: DEMO_ACCOUNTS[2].email, password: DEMO_ACCOUNTS[2].password });
    const { challenge_token } = ((await login.json()) as { data: { challenge_token: string } }).data;
    const signedIn = await post('/api/auth/login/second-factor', {
      challenge_token,
      code: totpCodeOf(DEMO_ADMIN_TOTP_SECRET),
    });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { user: { role_id: number; email: string } } }).data.user).toMatchObject(
      {
        role_id: 3,
        email: DEMO_ACCOUNTS[2].email,
      },
    );
    const countOf = async (url: string) =>
      ((await (await fetch(`${url}/api/countries`)).json()) as { data: { list: unknown[] } }).data.list.length;
    const countries = await countOf(first.url);
    await stop(first.child);

    const second = await start();
    // The same accounts again, not created twice: the start lists them as before and each still signs in.
    expect(second.demoLines).toEqual(DEMO_ACCOUNTS.map(demoLine));
    expect(await countOf(second.url)).toBe(countries);
    const again = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password }),
    });
    expect(again.status).toBe(200);
    await stop(second.child);
    // Two starts through the TypeScript loader, the first seeding the whole demo: under a minute on a quiet machine,
    // three times that beside the other integration files on two cores.
  }, 240_000);

  it('creates an admin from the command line and refuses bad input', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', createAdmin, ...args], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
    const bad = run(['--email', 'not-an-email', '--password', 'x']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Usage');
    const created = run(['--email', 'Boss@Example.com', '--password', 'Granite-Falcon-91']);
    expect(created.stdout).toContain('Admin boss@example.com created');
    expect(created.status).toBe(0);
    const twice = run(['--email', 'boss@example.com', '--password', 'Granite-Falcon-91']);
    expect(twice.status).toBe(1);
  }, 120_000);
});
