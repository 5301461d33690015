import { FILE_LIMITS } from '@hushwork/contract';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from '../http/app-error.ts';

type EncodedImage = { bytes: Buffer; width: number; height: number; contentType: 'image/webp' };
export type ProcessedImage = { full: EncodedImage; thumb: EncodedImage };

/** libvips' names for what `sniffImage` lets through; the decoder must agree with the sniffer. */
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const INPUT: SharpOptions = {
  // Refused from the header, before a pixel is decoded: a small file may declare gigapixels (a decompression bomb).
  limitInputPixels: FILE_LIMITS.imageMaxInputPixels,
  // sharp's advice for untrusted input: a truncated or damaged image is refused, not half-decoded.
  failOn: 'warning',
  // The EXIF orientation is applied to the pixels, since the EXIF itself is not kept.
  autoOrient: true,
  // An animated GIF or WebP becomes its first frame.
  pages: 1,
};

/**
 * Decodes an upload and encodes it again as WebP, at most `imageMaxDimension` on its longer side, plus a thumbnail.
 * Only pixels survive: EXIF (GPS, camera), XMP, comments and anything appended after the image's end (a ZIP or HTML
 * of a polyglot) are gone, and the colours are converted to sRGB.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  // Loaded at the first image rather than at every start.
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(bytes, INPUT).metadata();
    if (!DECODABLE.has(metadata.format)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
    if (metadata.width * metadata.height > FILE_LIMITS.imageMaxInputPixels) throw imageTooLarge();
    const full = await encode(sharp(bytes, INPUT), FILE_LIMITS.imageMaxDimension);
    // From the re-encoded copy: a smaller, already clean input.
    const thumb = await encode(sharp(full.bytes), FILE_LIMITS.thumbDimension);
    return { full, thumb };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    throw new AppError('IMAGE_UNREADABLE');
  }
}

async function encode(image: Sharp, maxSide: number): Promise<EncodedImage> {
  const { data, info } = await image
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
}

const imageTooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', { params: { max: Math.round(FILE_LIMITS.imageMaxInputPixels / 1_000_000) } });
