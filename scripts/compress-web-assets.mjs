#!/usr/bin/env node
// Pre-compresses the web build's hashed assets (apps/web/build/client/assets) once, at build time: brotli at its
// highest quality and gzip -9, written beside each file as `<file>.br` and `<file>.gz`. The server sends them to
// clients that accept them (@fastify/static's `preCompressed`, platform/web/mount-web.ts) instead of compressing on
// every request at the low brotli quality that on-the-fly compression can afford (ADR 0024, Measured). The web's
// build runs it after `react-router build`.
//
//   node scripts/compress-web-assets.mjs [dir]   (default apps/web/build/client/assets)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser decodes after download; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map|xml|wasm)$/i;

/** One file's two encodings; an encoding that saves nothing is not written (the server then sends the file as is). */
async function compressFile(path) {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = [];
  if (br.length < source.length) written.push(writeFile(`${path}.br`, br));
  if (gz.length < source.length) written.push(writeFile(`${path}.gz`, gz));
  await Promise.all(written);
  return { raw: source.length, br: Math.min(br.length, source.length), gzip: Math.min(gz.length, source.length) };
}

/** Compresses every compressible file of `dir` (not recursing: Vite writes the hashed assets flat). */
export async function compressWebAssets(dir) {
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(dir, entry.name));
  const totals = { files: files.length, raw: 0, br: 0, gzip: 0 };
  // zlib's async calls run on libuv's thread pool: a few at a time keep the cores busy without queueing them all.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const sizes = await compressFile(path);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gzip += sizes.gzip;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/build/client/assets', import.meta.url));
  const started = performance.now();
  const totals = await compressWebAssets(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Pre-compressed ${totals.files} assets in ${Math.round(performance.now() - started)} ms: ${kb(totals.raw)} raw, ${kb(totals.br)} brotli, ${kb(totals.gzip)} gzip`,
  );
}
