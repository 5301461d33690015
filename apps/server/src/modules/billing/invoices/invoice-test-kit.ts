import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * Installs `pdftotext` (Debian's poppler-utils) when it is missing, as the resume tests do
 * (`scripts/ensure-poppler.mjs`); throws when it cannot, so a test never passes without reading the invoice.
 */
export function ensurePdfToText(): void {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../../../../../../scripts/ensure-poppler.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
}

/** The text of a PDF as `pdftotext` reads it, its runs of spaces and line breaks made one space. */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'invoice-'));
  try {
    const file = join(dir, 'invoice.pdf');
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
