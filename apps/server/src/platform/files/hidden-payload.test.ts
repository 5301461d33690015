import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hasHiddenPayload } from './hidden-payload.ts';
import { imageStructure } from './image-structure.ts';

type Format = 'jpg' | 'png' | 'gif' | 'webp' | 'avif';
const canvas = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#f28f3e' } });
const encoders: Record<Format, () => Promise<Buffer>> = {
  jpg: () =>
    canvas()
      .jpeg()
      .withExif({ IFD0: { Artist: 'Olena' } })
      .toBuffer(),
  png: () => canvas().png().withMetadata({ density: 144 }).toBuffer(),
  gif: () => canvas().gif().toBuffer(),
  webp: () =>
    canvas()
      .webp()
      .withExif({ IFD0: { Artist: 'Olena' } })
      .toBuffer(),
  avif: () => canvas().avif().toBuffer(),
};
const FORMATS = Object.keys(encoders) as Format[];

const ZIP = Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000\u0008\u0000payload.txtPK\u0005\u0006');
const PAGE = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('an image that is only an image', () => {
  it.each(FORMATS)('%s: ends where its bytes end, metadata and all', async (format) => {
    const image = await encoders[format]();
    expect(imageStructure(image, format)).toMatchObject({ kind: 'image', end: image.length });
    expect(hasHiddenPayload(image, format)).toBe(false);
  });

  it('reads progressive JPEGs, animations and colour profiles to their end', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00'].map((colour) =>
        sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const animation = () => sharp(frames, { join: { animated: true } });
    const images: [Format, Buffer][] = [
      ['jpg', await canvas().jpeg({ progressive: true }).withIccProfile('p3').toBuffer()],
      ['png', await canvas().png().withIccProfile('p3').toBuffer()],
      ['gif', await animation().gif({ loop: 0 }).toBuffer()],
      ['webp', await animation().webp({ loop: 0 }).toBuffer()],
    ];
    for (const [format, image] of images) expect([format, hasHiddenPayload(image, format)]).toEqual([format, false]);
  });

  it('keeps a camera’s further pictures after a JPEG (Multi-Picture Format) and zero padding', async () => {
    const main = await encoders.jpg();
    const gainMap = await canvas().resize(12, 8).jpeg().toBuffer();
    expect(hasHiddenPayload(Buffer.concat([main, gainMap, Buffer.alloc(16)]), 'jpg')).toBe(false);
  });

  it('leaves a truncated image to the decoder', async () => {
    for (const format of FORMATS) {
      const image = await encoders[format]();
      const cut = image.subarray(0, Math.floor(image.length * 0.6));
      expect([format, imageStructure(cut, format).kind, hasHiddenPayload(cut, format)]).toEqual([
        format,
        'broken',
        false,
      ]);
    }
  });
});

describe('a polyglot', () => {
  it.each(FORMATS)('%s: a ZIP or a page after the image’s end is found', async (format) => {
    const image = await encoders[format]();
    expect(hasHiddenPayload(Buffer.concat([image, ZIP]), format)).toBe(true);
    expect(hasHiddenPayload(Buffer.concat([image, PAGE]), format)).toBe(true);
    expect(hasHiddenPayload(Buffer.concat([image, Buffer.from('\n')]), format)).toBe(true);
  });

  it('a script in a PNG text chunk or a PDF in a JPEG comment is found', async () => {
    const png = await canvas()
      .png()
      .withMetadata({})
      .toBuffer()
      .then((bytes) => withPngText(bytes, '<SCRIPT src="//evil.example/x.js"></SCRIPT>'));
    expect(hasHiddenPayload(png, 'png')).toBe(true);
    const jpeg = withJpegComment(await encoders.jpg(), '%PDF-1.4 1 0 obj << /Type /Catalog >> endobj');
    expect(hasHiddenPayload(jpeg, 'jpg')).toBe(true);
    expect(hasHiddenPayload(withJpegComment(await encoders.jpg(), 'Taken in Kyiv'), 'jpg')).toBe(false);
  });
});

/** A PNG with a tEXt chunk after IHDR (its CRC is not checked here, only the structure). */
function withPngText(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\u0000${text}`, 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write('tEXt', 4, 'ascii');
  const afterHeader = 8 + 25; // signature and the IHDR chunk
  return Buffer.concat([png.subarray(0, afterHeader), head, data, Buffer.alloc(4), png.subarray(afterHeader)]);
}

/** A JPEG with a COM segment right after SOI. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const data = Buffer.from(text, 'latin1');
  const head = Buffer.from([0xff, 0xfe, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, data, jpeg.subarray(2)]);
}
