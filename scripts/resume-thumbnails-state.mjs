// What the resume template thumbnails are drawn from, as one hash: the renderer's sources and fonts and the
// templates' definitions. The pictures in apps/web/public/resume-templates were drawn from the inputs whose hash
// their manifest holds; a different hash means they are stale (scripts/render-resume-thumbnails.mjs redraws them).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './web-build-state.mjs';

const RENDERER = join(root, 'apps/server/src/modules/resumes/render');
const TEMPLATES = ['templates.ts', 'resume-document.ts'].map((name) =>
  join(root, 'packages/contract/src/resumes', name),
);
export const THUMBNAILS_DIR = join(root, 'apps/web/public/resume-templates');
/** Beside the pictures' folder, not in it: `public/` is served as it is. */
export const THUMBNAILS_MANIFEST = join(root, 'apps/web/resume-templates.drawn-from.json');

/** The renderer's files that never draw a PDF page: the other formats, file names, and the tests. */
const NOT_DRAWING = /\.test\.tsx?$|test-kit\.ts$|^render-(html|docx|txt)\.ts$|^file-name\.ts$/;

/** Every file of a folder that can change how a PDF page looks, recursively. */
function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return NOT_DRAWING.test(entry.name) ? [] : [path];
  });
}

/** The hash of the inputs, over each file's path and bytes in a fixed order (the same on every machine). */
export function thumbnailInputsHash() {
  const hash = createHash('sha256');
  for (const file of [...filesOf(RENDERER), ...TEMPLATES].sort()) {
    hash.update(relative(root, file).replaceAll('\\', '/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The hash the committed pictures were drawn from, or null without a manifest. */
export function drawnFromHash() {
  try {
    return JSON.parse(readFileSync(THUMBNAILS_MANIFEST, 'utf8')).inputs ?? null;
  } catch {
    return null;
  }
}
