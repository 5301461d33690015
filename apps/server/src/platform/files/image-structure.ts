/**
 * Where an image's own bytes end, and which of its parts hold metadata rather than compressed pixels, read from the
 * format's structure (PNG chunks, JPEG segments, GIF blocks, RIFF chunks, ISO boxes). A polyglot is an image that is
 * also something else: an archive, a document or a page appended after the image's end or tucked into a metadata
 * part (a PNG text chunk, a JPEG comment), which a browser or an unzip tool would read if the file got to one.
 */
export type ImageStructure =
  /** The structure ends before the bytes do: `end` is where the image stops. */
  | { kind: 'image'; end: number; metadata: [number, number][] }
  /** The bytes stop inside the structure (a truncated upload) or break it: the decoder decides what that is. */
  | { kind: 'broken' };

type Format = 'jpg' | 'png' | 'gif' | 'webp' | 'avif';

export function imageStructure(bytes: Uint8Array, format: Format): ImageStructure {
  switch (format) {
    case 'png':
      return pngStructure(bytes);
    case 'jpg':
      return jpegSequence(bytes);
    case 'gif':
      return gifStructure(bytes);
    case 'webp':
      return webpStructure(bytes);
    case 'avif':
      return isoStructure(bytes);
  }
}

const BROKEN = { kind: 'broken' } as const;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number) =>
  ((b[at + 3]! << 24) | (b[at + 2]! << 16) | (b[at + 1]! << 8) | b[at]!) >>> 0;
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

/** Chunks up to IEND; every chunk but the compressed pixels (IDAT, APNG's fdAT) is metadata. */
function pngStructure(b: Uint8Array): ImageStructure {
  const metadata: [number, number][] = [];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const next = at + 12 + length;
    if (next > b.length) return BROKEN;
    if (type !== 'IDAT' && type !== 'fdAT') metadata.push([at + 8, at + 8 + length]);
    if (type === 'IEND') return { kind: 'image', end: next, metadata };
    at = next;
  }
  return BROKEN;
}

/**
 * A JPEG, and the further JPEGs a camera may put right after it (the Multi-Picture Format of phones: a depth map, an
 * HDR gain map), which are images too.
 */
function jpegSequence(b: Uint8Array): ImageStructure {
  const metadata: [number, number][] = [];
  let end = 0;
  do {
    const one = jpegStructure(b, end);
    if (one.kind === 'broken') return end === 0 ? one : { kind: 'image', end, metadata };
    metadata.push(...one.metadata);
    end = one.end;
  } while (b[end] === 0xff && b[end + 1] === 0xd8 && b[end + 2] === 0xff);
  return { kind: 'image', end, metadata };
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** Segments from SOI to EOI; APPn (EXIF, XMP, ICC) and COM segments are metadata, the entropy-coded scans are not. */
function jpegStructure(b: Uint8Array, start: number): ImageStructure {
  const metadata: [number, number][] = [];
  let at = start + 2;
  for (;;) {
    while (b[at] === 0xff && b[at + 1] === 0xff) at += 1; // fill bytes before a marker
    if (at + 2 > b.length) return BROKEN;
    if (b[at] !== 0xff) return BROKEN;
    const marker = b[at + 1]!;
    if (marker === 0xd9) return { kind: 'image', end: at + 2, metadata };
    if (isRestart(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > b.length) return BROKEN;
    const next = at + 2 + u16be(b, at + 2);
    if (next > b.length) return BROKEN;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) metadata.push([at + 4, next]);
    at = next;
    if (marker === 0xda) {
      // The scan runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      for (;;) {
        if (at + 1 >= b.length) return BROKEN;
        if (b[at] !== 0xff) at += 1;
        else if (b[at + 1] === 0x00 || isRestart(b[at + 1]!)) at += 2;
        else if (b[at + 1] === 0xff) at += 1;
        else break;
      }
    }
  }
}

/** Skips a run of GIF sub-blocks; the index after its zero-length terminator, or -1 when the bytes stop first. */
function skipSubBlocks(b: Uint8Array, from: number): number {
  let at = from;
  while (at < b.length) {
    const size = b[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return -1;
}

/** Blocks up to the trailer (0x3B); extensions (comments, application data) are metadata, image data is not. */
function gifStructure(b: Uint8Array): ImageStructure {
  const metadata: [number, number][] = [];
  if (b.length < 13) return BROKEN;
  const colourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let at = 13 + colourTable(b[10]!);
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return { kind: 'image', end: at + 1, metadata };
    if (block === 0x21) {
      const next = skipSubBlocks(b, at + 2);
      if (next < 0) return BROKEN;
      metadata.push([at + 2, next]);
      at = next;
    } else if (block === 0x2c) {
      if (at + 10 > b.length) return BROKEN;
      const next = skipSubBlocks(b, at + 10 + colourTable(b[at + 9]!) + 1);
      if (next < 0) return BROKEN;
      at = next;
    } else {
      // Neither a block nor the trailer: the image is over, and what follows is something else.
      return { kind: 'image', end: at, metadata };
    }
  }
  return BROKEN;
}

const WEBP_PIXELS = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);

/** The RIFF container's declared size; chunks other than the coded frames (EXIF, XMP, ICC, unknown) are metadata. */
function webpStructure(b: Uint8Array): ImageStructure {
  if (b.length < 12) return BROKEN;
  const end = 8 + u32le(b, 4);
  if (end > b.length) return BROKEN;
  const metadata: [number, number][] = [];
  let at = 12;
  while (at + 8 <= end) {
    const size = u32le(b, at + 4);
    const next = at + 8 + size + (size % 2);
    if (next > end + 1) return BROKEN;
    if (!WEBP_PIXELS.has(ascii(b, at, 4))) metadata.push([at + 8, Math.min(at + 8 + size, end)]);
    at = next;
  }
  return { kind: 'image', end, metadata };
}

const isBoxType = (b: Uint8Array, at: number) => /^[A-Za-z0-9 ]{4}$/.test(ascii(b, at, 4));

/**
 * Top-level ISO boxes (ftyp, meta, mdat…) one after another; every box but mdat is metadata. A header that is no box
 * (not a four-letter type, or too small) is where the image ends and something else begins.
 */
function isoStructure(b: Uint8Array): ImageStructure {
  const metadata: [number, number][] = [];
  let at = 0;
  while (at < b.length) {
    if (at + 8 > b.length || !isBoxType(b, at + 4)) return { kind: 'image', end: at, metadata };
    const declared = u32be(b, at);
    let header = 8;
    let size = declared;
    if (declared === 1) {
      if (at + 16 > b.length) return BROKEN;
      size = u32be(b, at + 8) * 2 ** 32 + u32be(b, at + 12);
      header = 16;
    } else if (declared === 0) {
      size = b.length - at;
    }
    if (size < header) return { kind: 'image', end: at, metadata };
    if (at + size > b.length) return BROKEN;
    if (ascii(b, at + 4, 4) !== 'mdat') metadata.push([at + header, at + size]);
    at += size;
  }
  return { kind: 'image', end: at, metadata };
}
