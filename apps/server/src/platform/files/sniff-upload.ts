import { AppError } from '../http/app-error.ts';
import { hasHiddenPayload } from './hidden-payload.ts';

/** Loaded at the first upload rather than at every start. */
const typeOf = async (bytes: Uint8Array) => (await import('file-type')).fileTypeFromBuffer(bytes);

/** What the bytes of an upload are, whatever its name or declared type says. */
export type SniffedType = { mime: string; ext: string };

type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
const IMAGE_TYPES: Record<string, SniffedType & { ext: ImageExtension }> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
  'image/avif': { mime: 'image/avif', ext: 'avif' },
};

const DOCUMENT_TYPES: Record<string, SniffedType> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  'application/vnd.oasis.opendocument.text': { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
};
const WORD_97: SniffedType = { mime: 'application/msword', ext: 'doc' };
const PLAIN_TEXT: SniffedType = { mime: 'text/plain; charset=utf-8', ext: 'txt' };

/**
 * An image the platform can re-encode: JPEG, PNG, WebP, GIF (its first frame) or AVIF. SVG is none of them (it is a
 * document that may carry script), and file-type does not call it an image, so it is refused here. So is a polyglot
 * (an image that is also an archive, a document or a page): re-encoding would drop the rest, but the upload is
 * refused all the same, since it is no honest picture and whoever sent it should hear so.
 */
export async function sniffImage(bytes: Uint8Array): Promise<SniffedType> {
  const type = await typeOf(bytes);
  const allowed = type ? IMAGE_TYPES[type.mime] : undefined;
  if (!allowed) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  if (hasHiddenPayload(bytes, allowed.ext)) throw new AppError('IMAGE_POLYGLOT');
  return allowed;
}

/** A resume: PDF, DOCX, DOC (a compound file holding a Word document), ODT, or plain UTF-8 text. */
export async function sniffDocument(bytes: Uint8Array): Promise<SniffedType> {
  const type = await typeOf(bytes);
  const allowed = type
    ? (DOCUMENT_TYPES[type.mime] ?? (type.mime === 'application/x-cfb' && isWordDocument(bytes) ? WORD_97 : undefined))
    : isPlainText(bytes)
      ? PLAIN_TEXT
      : undefined;
  if (!allowed) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  return allowed;
}

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** A compound file is also an Excel sheet, an installer…: only one with a `WordDocument` stream is a .doc. */
const isWordDocument = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(WORD_STREAM);

/** Tab, line feed, form feed and carriage return are the control characters a text may hold. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
// UTF-8 never uses bytes below 0x80 inside a multi-byte character, so control characters can be found byte by byte.
const hasControl = (bytes: Uint8Array) =>
  bytes.some((byte) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f);

/**
 * Text a person wrote: valid UTF-8 without control characters. Markup (HTML, SVG, XML) is not plain text even though
 * it is text: served as text it is harmless, but it is no resume and is refused rather than kept.
 */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return false;
  }
  return !hasControl(bytes) && !/^\s*</.test(text);
}

const EXTENSIONS = new Map(
  [...Object.values(IMAGE_TYPES), ...Object.values(DOCUMENT_TYPES), WORD_97, PLAIN_TEXT].map((type) => [
    type.mime,
    type.ext,
  ]),
);

/** The extension a stored type is downloaded with. */
export const extensionOf = (mime: string) => EXTENSIONS.get(mime) ?? 'bin';
