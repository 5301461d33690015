#!/usr/bin/env node
// Builds the server into plain JavaScript (apps/server/dist) with esbuild, so production runs `node` with no
// TypeScript loader. Our own code (the server and @hushwork/contract, JSON included) is bundled into one file per
// entry; every npm package stays an import, resolved from node_modules at run time as before (PGlite finds its wasm
// and data files next to itself, native modules such as argon2 load as they are).
//
//   node scripts/build-server.mjs             build now
//   node scripts/build-server.mjs --if-stale  build only when a source the last build read has changed since
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isServerBuildStale, serverBuildRecord, serverDist } from './server-build-state.mjs';
import { root } from './web-build-state.mjs';

const server = join(root, 'apps/server');

/**
 * Modules that run on threads of their own, started by file: the embedded database (every bundle that may open the
 * database carries it) and the resume PDF renderer's pool.
 */
const workerEntry = {
  'pglite-worker': join(server, 'src/platform/db/embedded/pglite-worker.ts'),
  'resume-pdf-worker': join(server, 'src/modules/resumes/render/pdf-worker.ts'),
};
/** Output name → source. */
const serverEntries = {
  main: join(server, 'src/main.ts'),
  'create-admin': join(server, 'scripts/create-admin.ts'),
};
/** Files that change the output without being inputs of it. */
const buildFiles = [fileURLToPath(import.meta.url), join(server, 'tsconfig.json'), join(root, 'tsconfig.base.json')];

/**
 * Packages bundled rather than imported. Our workspace packages are TypeScript. drizzle-orm is pure JavaScript in
 * about 450 small modules under a 180 KB package.json, which Node 24 parses again for each module it loads: importing
 * it cost about 1 s of CPU at every start on Node 24 (0.3 s on Node 20); bundled, it costs nothing measurable.
 */
const BUNDLED = [/^@hushwork\//, /^drizzle-orm(\/|$)/];

/** Bare imports (npm packages, node builtins) stay imports, resolved from node_modules at run time, except BUNDLED. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.some((bundled) => bundled.test(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

const FILE_URL = /new URL\((['"])(\.{1,2}\/[^'"]+)\1,\s*import\.meta\.url\)/g;
const ANY_META_URL = /import\.meta\.(url|dirname|filename)/g;
const ALLOWED_META_URL = /createRequire\(import\.meta\.url\)/g;

/**
 * `new URL('./x', import.meta.url)` names a file next to the source file; in the bundle, import.meta.url is the
 * bundle's. Each such literal is rewritten to name the same file from apps/server/dist: data files (migrations,
 * seeds, the web build) are read where they are, and a source that is an entry here names its built output.
 * Any other use of import.meta's location would silently point elsewhere, so it fails the build.
 */
const fileUrlsFollowTheBundle = (entryPoints, outdir) => ({
  name: 'file-urls-follow-the-bundle',
  setup(b) {
    const builtOf = new Map(Object.entries(entryPoints).map(([name, source]) => [source, `${name}.js`]));
    b.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(FILE_URL, (_match, _quote, target) => {
        const file = resolve(dirname(args.path), target);
        const fromDist = builtOf.get(file) ?? relative(outdir, file);
        const specifier = fromDist.startsWith('.') ? fromDist : `./${fromDist}`;
        return `new URL(${JSON.stringify(specifier)}, import.meta.url)`;
      });
      const leftover = contents.replace(FILE_URL, '').replace(ALLOWED_META_URL, '').match(ANY_META_URL)?.length ?? 0;
      if (leftover > 0) {
        return {
          errors: [
            {
              text: `import.meta's location used other than as new URL('./literal', import.meta.url) or createRequire(import.meta.url): the built server would resolve it from apps/server/dist`,
            },
          ],
        };
      }
      return { contents, loader: 'ts' };
    });
  },
});

/**
 * Bundles our TypeScript entries (name → source) into `outdir` as ES modules for Node, with the embedded database's
 * worker beside them; resolves with the absolute paths of every file read. The bench builds its baselines with it.
 */
export async function bundleForNode(entries, outdir) {
  const entryPoints = { ...entries, ...workerEntry };
  const result = await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // A dynamic import of our own code becomes a file of its own, loaded when the import runs: main.ts starts the
    // embedded database before it imports the rest of the app (otherwise the bundle would import every package first).
    // Code shared by several files goes into chunk-*.js beside them.
    splitting: true,
    // Stack traces keep our function names; a source map lets `node --enable-source-maps` show the .ts lines.
    keepNames: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    tsconfig: join(server, 'tsconfig.json'),
    // The metafile's paths are relative to this: below, they name the files to keep and the inputs to record.
    absWorkingDir: root,
    plugins: [packagesStayExternal, fileUrlsFollowTheBundle(entryPoints, outdir)],
  });
  removeEarlierOutputs(outdir, Object.keys(result.metafile.outputs));
  return Object.keys(result.metafile.inputs).map((input) => resolve(root, input));
}

/** Chunks are named by their content's hash: those of earlier builds would otherwise pile up in `outdir`. */
function removeEarlierOutputs(outdir, outputs) {
  const written = new Set(outputs.map((output) => resolve(root, output)));
  for (const name of readdirSync(outdir)) {
    const file = join(outdir, name);
    if (/\.js(\.map)?$/.test(name) && !written.has(file)) rmSync(file);
  }
}

export async function buildServer() {
  rmSync(serverBuildRecord, { force: true });
  const inputs = [...(await bundleForNode(serverEntries, serverDist)), ...buildFiles];
  writeFileSync(serverBuildRecord, JSON.stringify(inputs.map((file) => relative(root, file))));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !isServerBuildStale()) process.exit(0);
  const started = Date.now();
  await buildServer();
  console.log(`Server built into ${relative(root, serverDist)} in ${Date.now() - started} ms`);
}
