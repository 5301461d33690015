import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RESUME_TEMPLATE_NAMES, type TResumeTemplateName } from '@hushwork/contract';
import sharp from 'sharp';
import { closeResumePdfPool, renderResumePdf } from './render-pdf.ts';
import { sampleResume } from './sample-resume.ts';

const run = promisify(execFile);
const WIDTH = 300;

/**
 * A template's picture for the gallery: the first page of the sample resume in that template, as the PDF draws it
 * (never drawn by hand, so it cannot drift from the template), rasterized by poppler's pdftoppm and squeezed into a
 * palette PNG about 300 px wide.
 */
async function templateThumbnail(template: TResumeTemplateName): Promise<Buffer> {
  const pdf = await renderResumePdf(sampleResume(template), { author: null, title: template });
  const dir = await mkdtemp(join(tmpdir(), 'resume-thumbnail-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    // Rendered at twice the size and scaled down: pdftoppm's own small renderings lose thin lines.
    await run('pdftoppm', [
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      '-scale-to-x',
      String(WIDTH * 2),
      '-scale-to-y',
      '-1',
      join(dir, 'page.pdf'),
      join(dir, 'page'),
    ]);
    const page = await readFile(join(dir, 'page.png'));
    return await sharp(page)
      .resize({ width: WIDTH })
      .png({ palette: true, quality: 85, effort: 10, compressionLevel: 9 })
      .toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every template's thumbnail, handed to `write` one by one (`scripts/render-resume-thumbnails.mjs` bundles this). */
export async function renderTemplateThumbnails(write: (name: TResumeTemplateName, png: Buffer) => void): Promise<void> {
  try {
    for (const name of RESUME_TEMPLATE_NAMES) write(name, await templateThumbnail(name));
  } finally {
    await closeResumePdfPool();
  }
}
