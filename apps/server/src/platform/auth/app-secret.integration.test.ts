import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { register } from '../../test/identity-helpers.ts';
import { watchedLogger } from '../../test/logged-warnings.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createTestClock } from '../clock.ts';
import { appSecretFile, withAppSecret } from './app-secret.ts';
import { createRealtimeTokens } from './realtime-tokens.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'hushwork-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const clock = createTestClock(new Date());
const logged: { details: Record<string, unknown>; message: string }[] = [];
const log = (details: Record<string, unknown>, message: string) => logged.push({ details, message });
const envOf = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://hushwork.test', DATA_DIR: dataDir, ...env });

describe('the app secret', () => {
  it('is made on first start and kept in the data directory, so a token minted before a restart verifies after it', async () => {
    const database = await createTestDatabase();
    /** Starts the app as main.ts does: the secret filled in first. */
    const start = async () => {
      const config = await withAppSecret(envOf(), log);
      const app = await buildApp({ config, database, clock, logger: watchedLogger() }, { web: false });
      await app.ready();
      return { app, config };
    };

    const before = await start();
    const { token, user } = await register(before.app);
    const profile = await before.app.inject({ url: '/api/profile', headers: { cookie: `hw_access=${token}` } });
    const realtime = profile.json().data.token as string;
    expect(createRealtimeTokens(before.config.APP_SECRET, clock).verify(realtime)).toBe(user.id);
    await before.app.close();

    const after = await start();
    expect(createRealtimeTokens(after.config.APP_SECRET, clock).verify(realtime)).toBe(user.id);
    await after.app.close();
    // What happened before: a key made afresh by each process refuses the token minted by the last one.
    expect(createRealtimeTokens(undefined, clock).verify(realtime)).toBeNull();

    const file = appSecretFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(logged.map((entry) => entry.details.file)).toEqual([file, file]);
    expect(logged[0]!.message).toContain('APP_SECRET');
  });

  it('takes APP_SECRET from the environment over the kept one', async () => {
    const secret = 'x'.repeat(40);
    const config = await withAppSecret(envOf({ APP_SECRET: secret }), log);
    expect(config.APP_SECRET).toBe(secret);
  });

  it('refuses to start in production on PostgreSQL without APP_SECRET, naming the variable', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal:5432/hushwork',
      PUBLIC_URL: 'https://hushwork.example',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/APP_SECRET: Required in production with DATABASE_URL/);
    expect(loadConfig({ ...production, APP_SECRET: 'y'.repeat(32) }).APP_SECRET).toHaveLength(32);
    // The embedded default in production keeps its secret in the data directory instead.
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
  });
});
