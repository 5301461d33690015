import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../config.ts';

const defaultBuildDir = fileURLToPath(new URL('../../../../web/build', import.meta.url));

/** Where the web app's build is: WEB_BUILD_DIR, else apps/web/build. */
export const webBuildDirOf = (config: Config) => resolve(config.WEB_BUILD_DIR ?? defaultBuildDir);

/** The build's server entry: what the server imports to render pages. */
export const webServerEntryOf = (config: Config) => resolve(webBuildDirOf(config), 'server/index.js');

/**
 * When the web build serving the pages was made: its server entry's time, the file `npm start` compares with the
 * sources to decide whether to build again. `null` without a build (an API-only server).
 */
export function webBuiltAt(config: Config): Date | null {
  const entry = webServerEntryOf(config);
  return existsSync(entry) ? statSync(entry).mtime : null;
}
