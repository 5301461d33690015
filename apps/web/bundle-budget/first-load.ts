import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestEntry = { module: string; imports?: string[]; css?: string[] };
type BrowserManifest = {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
};

/** React Router writes the browser's route manifest as `window.__reactRouterManifest={…};` in assets/manifest-*.js. */
function readBrowserManifest(clientDir: string): BrowserManifest {
  const assets = join(clientDir, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name)) : undefined;
  if (!file) {
    throw new Error(
      `No web build at ${clientDir} (no assets/manifest-*.js): run "npm run build" before the bundle budget test.`,
    );
  }
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as BrowserManifest;
}

/** The route and its ancestors, root first: the modules a document request for that route loads. */
function routeChain(manifest: BrowserManifest, routeId: string): ManifestEntry[] {
  const chain: ManifestEntry[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the web build's manifest`);
    chain.unshift(route);
  }
  return chain;
}

export type FirstLoad = { files: { path: string; raw: number; gzip: number }[]; raw: number; gzip: number };

/** The JavaScript a first visit to the route downloads: the client entry and every module of its route chain. */
export function firstLoadJs(clientDir: string, routeId: string): FirstLoad {
  const manifest = readBrowserManifest(clientDir);
  const paths = new Set<string>();
  for (const part of [manifest.entry, ...routeChain(manifest, routeId)]) {
    paths.add(part.module);
    for (const imported of part.imports ?? []) paths.add(imported);
  }
  const files = [...paths].map((path) => {
    const bytes = readFileSync(join(clientDir, path));
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
