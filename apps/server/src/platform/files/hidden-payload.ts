import { imageStructure } from './image-structure.ts';

/** Magic numbers of what a polyglot smuggles: archives, documents, executables. */
const SIGNATURES = [
  'PK\u0003\u0004',
  'PK\u0005\u0006',
  '%PDF-',
  'Rar!\u001a\u0007',
  '7z\u00bc\u00af\u0027\u001c',
  '\u007fELF',
];
/** Markup a browser would run or render, in any case. XMP's own tags (`<x:xmpmeta`, `<rdf:RDF`) are not among them. */
const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|!doctype|\?php)[\s>/]/i;

const carriesPayload = (part: Uint8Array) => {
  const text = Buffer.from(part.buffer, part.byteOffset, part.length).toString('latin1');
  return SIGNATURES.some((signature) => text.includes(signature)) || MARKUP.test(text);
};

/**
 * Whether an image is also something else (a polyglot): bytes after the image's end (other than zero padding), or an
 * archive, document or markup inside its metadata. Compressed pixels are not searched: by chance they hold any four
 * bytes, and nothing reads them but the decoder. An image whose structure stops early is left to the decoder.
 */
export function hasHiddenPayload(bytes: Uint8Array, format: 'jpg' | 'png' | 'gif' | 'webp' | 'avif'): boolean {
  const structure = imageStructure(bytes, format);
  if (structure.kind === 'broken') return false;
  if (bytes.subarray(structure.end).some((byte) => byte !== 0)) return true;
  return structure.metadata.some(([from, to]) => carriesPayload(bytes.subarray(from, to)));
}
