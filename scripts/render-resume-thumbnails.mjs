#!/usr/bin/env node
// Renders the eleven resume template thumbnails (apps/web/public/resume-templates/<name>.png) from the templates
// themselves: the sample resume in each, as its PDF draws it, first page, ≈300 px wide. Run it after changing a
// template or the sample, and commit the pictures; it needs poppler-utils (installed when missing), not the network.
//
//   node scripts/render-resume-thumbnails.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleForNode } from './build-server.mjs';
import { root } from './web-build-state.mjs';

execFileSync(process.execPath, [join(root, 'scripts/ensure-poppler.mjs')], { stdio: 'inherit' });
// Built as the server is, so the PDF worker thread loads plain JavaScript.
const outdir = join(root, '.tmp/resume-thumbnails');
const entry = join(root, 'apps/server/src/modules/resumes/render/template-thumbnail.ts');
await bundleForNode({ 'template-thumbnail': entry }, outdir);
const { renderTemplateThumbnails } = await import(pathToFileURL(join(outdir, 'template-thumbnail.js')).href);

const target = join(root, 'apps/web/public/resume-templates');
mkdirSync(target, { recursive: true });
await renderTemplateThumbnails((name, png) => {
  writeFileSync(join(target, `${name}.png`), png);
  console.log(`${name}.png  ${(png.length / 1024).toFixed(1)} KB`);
});
