import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

/** Installs poppler-utils when missing (a file check when present), so the PDF tests can read PDFs back. */
export function ensurePoppler(): void {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../../../../../../scripts/ensure-poppler.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
}

/** Runs a poppler tool on the PDF, written to a temporary file, and gives its standard output. */
export function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts' | 'pdftoppm', pdf: Buffer, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'resume-pdf-'));
  try {
    const file = join(dir, 'resume.pdf');
    writeFileSync(file, pdf);
    const output = tool === 'pdftotext' ? [file, '-'] : [file];
    return execFileSync(tool, [...args, ...output], { maxBuffer: 64 * 1024 * 1024 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const pdfText = (pdf: Buffer, args: string[] = []) =>
  poppler('pdftotext', pdf, ['-enc', 'UTF-8', ...args]).toString('utf8');

export function pdfPageCount(pdf: Buffer): number {
  return Number(/^Pages:\s+(\d+)/m.exec(poppler('pdfinfo', pdf, ['-enc', 'UTF-8']).toString('utf8'))?.[1] ?? 0);
}

/** The first page at a small resolution as grey levels, one byte a pixel (pdftoppm's PGM). */
export function firstPagePixels(pdf: Buffer): Uint8Array {
  const pgm = poppler('pdftoppm', pdf, ['-f', '1', '-l', '1', '-r', '20', '-gray']);
  // The header is "P5\n<width> <height>\n<max>\n": three whitespace-ended fields after the magic.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PGM');
  return new Uint8Array(pgm.subarray(header[0].length));
}

/** One file of a ZIP archive (a DOCX is one), read with zlib alone: no unzip tool or package needed. */
export function readZipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  let offset = zip.readUInt32LE(end + 16);
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const skip = nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    if (zip.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    offset += 46 + skip;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The visible text of a DOCX body: its runs' text, one paragraph a line. */
export function docxText(docx: Buffer): string {
  return readZipEntry(docx, 'word/document.xml')
    .split('</w:p>')
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
        .map((match) => match[1] ?? '\t')
        .join('')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'"),
    )
    .join('\n');
}

/** The photo tests put in: an 8×8 pink PNG. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO45lqFFTEMLQkApxFlQYrfSrsAAAAASUVORK5CYII=';
