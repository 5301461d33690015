// Whether the web app's build is missing or older than its sources: `npm start` rebuilds then, and tests that need
// the build ask the same question rather than keeping a second copy of the rule.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const webBuildEntry = join(root, 'apps/web/build/server/index.js');
// `content/blog` too: the build draws each article's Open Graph image from its title (scripts/build-og-images.mjs).
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'packages/contract/i18n',
  'content/blog',
].map((p) => join(root, p));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function isWebBuildStale() {
  return !existsSync(webBuildEntry) || Math.max(...sources.map(newestMtime)) > statSync(webBuildEntry).mtimeMs;
}
