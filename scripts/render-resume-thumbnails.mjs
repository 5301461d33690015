#!/usr/bin/env node
// Renders the eleven resume template thumbnails (apps/web/public/resume-templates/<name>.png) from the templates
// themselves: the sample resume in each, as its PDF draws it, first page, ≈300 px wide. The web build runs it with
// --if-stale first, so a changed template or sample is drawn anew at build time (about 10 s; it needs poppler-utils,
// installed when missing); unchanged inputs (their hash in apps/web/resume-templates.drawn-from.json) cost a hash. Commit the pictures and the
// manifest with the change: a unit test fails while they are stale.
//
//   node scripts/render-resume-thumbnails.mjs [--if-stale]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './build-server.mjs';
import { drawnFromHash, THUMBNAILS_DIR, THUMBNAILS_MANIFEST, thumbnailInputsHash } from './resume-thumbnails-state.mjs';
import { root } from './web-build-state.mjs';

const inputs = thumbnailInputsHash();
if (process.argv.includes('--if-stale') && drawnFromHash() === inputs) process.exit(0);
console.log('Drawing the resume template thumbnails from the templates…');

execFileSync(process.execPath, [join(root, 'scripts/ensure-poppler.mjs')], { stdio: 'inherit' });
// Built as the server is, so the PDF worker thread loads plain JavaScript.
const outdir = join(root, '.tmp/resume-thumbnails');
const entry = join(root, 'apps/server/src/modules/resumes/render/template-thumbnail.ts');
await bundleForNode({ 'template-thumbnail': entry }, outdir);
const { renderTemplateThumbnails } = await import(pathToFileURL(join(outdir, 'template-thumbnail.js')).href);

mkdirSync(THUMBNAILS_DIR, { recursive: true });
await renderTemplateThumbnails((name, png) => {
  writeFileSync(join(THUMBNAILS_DIR, `${name}.png`), png);
  console.log(`${name}.png  ${(png.length / 1024).toFixed(1)} KB`);
});
writeFileSync(THUMBNAILS_MANIFEST, `${JSON.stringify({ inputs }, null, 2)}\n`);
