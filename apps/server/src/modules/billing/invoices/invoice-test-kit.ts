import { execFile, execSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const hasPdfToText = () => spawnSync('pdftotext', ['-v']).status === 0;

/**
 * Whether `pdftotext` (Debian's poppler-utils) is here to read an invoice's text back. A fresh machine lacks it, so it
 * is installed here, once, as `scripts/ensure-chromium.mjs` installs the browser (root or sudo, the Debian mirror).
 * False only when that fails: the caller then skips reading the text, and says so.
 */
export function ensurePdfToText(): boolean {
  if (hasPdfToText()) return true;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils`,
      { stdio: 'ignore', timeout: 100_000 },
    );
  } catch {
    return false;
  }
  return hasPdfToText();
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
