import { describe, expect, it } from 'vitest';
import { sniffDocument, sniffImage } from './sniff-upload.ts';

const compoundFile = (...streams: string[]) => {
  const header = Buffer.alloc(1024);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, ...streams.map((name) => Buffer.from(name, 'utf16le'))]);
};
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code: string }) => error.code,
  );

describe('what a document is', () => {
  it('is a .doc only when the compound file holds a Word document (not a sheet or an installer)', async () => {
    expect(await sniffDocument(compoundFile('Root Entry', 'WordDocument'))).toEqual({
      mime: 'application/msword',
      ext: 'doc',
    });
    expect(await code(sniffDocument(compoundFile('Root Entry', 'Workbook')))).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('is plain text when it is UTF-8 without control characters and not markup', async () => {
    expect(await sniffDocument(Buffer.from('\uFEFFОлена, QA\r\n\tнавички: тести\n'))).toEqual({
      mime: 'text/plain; charset=utf-8',
      ext: 'txt',
    });
    const refused = [
      Buffer.from([0xc3, 0x28]), // broken UTF-8
      Buffer.from('text\u0000with nul'),
      Buffer.from('  <html><script>alert(1)</script></html>'),
      Buffer.from('<svg onload="alert(1)"/>'),
    ];
    for (const bytes of refused) expect(await code(sniffDocument(bytes))).toBe('FILE_TYPE_NOT_ALLOWED');
  });
});

describe('what an image is', () => {
  it('is decided by the bytes: a GIF header is a GIF, an SVG or XML is no image', async () => {
    expect(await sniffImage(Buffer.from('GIF89a\u0001\u0000\u0001\u0000'))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(await code(sniffImage(Buffer.from('<?xml version="1.0"?><svg/>')))).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(await code(sniffImage(Buffer.from('%PDF-1.4')))).toBe('IMAGE_TYPE_NOT_ALLOWED');
  });
});
