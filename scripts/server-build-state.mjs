// Whether the built server (apps/server/dist) is missing or older than a file its last build read: `npm start`
// rebuilds then. Kept apart from build-server.mjs so that a start with nothing to build never loads esbuild.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './web-build-state.mjs';

export const serverDist = join(root, 'apps/server/dist');
export const serverEntry = join(serverDist, 'main.js');
/** The files the last build read, relative to the root; written after the build, so a build stopped half-way leaves
 * none and the next start builds again. */
export const serverBuildRecord = join(serverDist, 'build-inputs.json');

/** A file added since is read only through an import in a file that changed, so the recorded list suffices. */
export function isServerBuildStale() {
  if (!existsSync(serverBuildRecord)) return true;
  const builtAt = statSync(serverBuildRecord).mtimeMs;
  const inputs = JSON.parse(readFileSync(serverBuildRecord, 'utf8'));
  return inputs.some((input) => {
    const file = join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
}
