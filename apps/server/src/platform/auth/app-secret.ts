import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';

/** The file, in the data directory, that keeps the secret when APP_SECRET is not set. */
export const appSecretFile = (dataDir: string) => resolve(join(dataDir, 'app-secret'));

type Log = (details: Record<string, unknown>, message: string) => void;

/**
 * The config with APP_SECRET filled in. Without it in the environment, the secret is made on first start and kept in
 * the data directory (mode 0600), so realtime tokens survive a restart and a newcomer's `npm start` needs nothing
 * set. Production on PostgreSQL never gets here without APP_SECRET: `loadConfig` refuses it, since instances on
 * other machines would each keep a secret of their own.
 */
export async function withAppSecret(config: Config, log: Log): Promise<Config> {
  if (config.APP_SECRET) return config;
  const file = appSecretFile(config.DATA_DIR);
  const secret = (await readSecret(file)) ?? (await createSecret(file));
  log({ file }, 'APP_SECRET is not set: realtime tokens are signed with the secret kept in this file');
  return { ...config, APP_SECRET: secret };
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < 32)
      throw new Error(`${file} holds no secret of at least 32 characters: delete it or set APP_SECRET`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function createSecret(file: string): Promise<string> {
  await mkdir(resolve(file, '..'), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start on one fresh directory, the second reads the first one's secret.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readSecret(file);
    if (existing) return existing;
    throw error;
  }
  // The mode given to writeFile is narrowed by the umask, never widened; this makes it exact.
  await chmod(file, 0o600);
  return secret;
}
