import { FILE_LIMITS, RESUMES } from '@hushwork/contract';
import { sniffImage } from '../../../../platform/files/sniff-upload.ts';
import { AppError } from '../../../../platform/http/app-error.ts';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

const invalidPhoto = () =>
  new AppError('RESUME_PHOTO_INVALID', { fields: { 'document.photo': [{ key: 'errors:RESUME_PHOTO_INVALID' }] } });

/**
 * The photo as it is kept: the data URL's bytes sniffed (its declared type is the browser's guess, or a lie), then
 * re-encoded by sharp to a `RESUMES.photoSidePx` square JPEG, so only pixels survive (no EXIF position, no payload
 * appended after the image) and every template and export draws the same small picture. Anything that is no JPEG,
 * PNG or WebP picture is `RESUME_PHOTO_INVALID`; the schema has already refused one over `photoMaxBytes`.
 */
export async function keptPhoto(photo: string | null): Promise<string | null> {
  if (photo === null) return null;
  const bytes = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > RESUMES.photoMaxBytes) throw invalidPhoto();
  // sniffImage's own refusals (a GIF, a polyglot) are this call's one code.
  const type = await sniffImage(bytes).catch(() => undefined);
  if (!type || !PHOTO_TYPES.has(type.mime)) throw invalidPhoto();
  // Loaded at the first photo rather than at every start.
  const { default: sharp } = await import('sharp');
  try {
    const jpeg = await sharp(bytes, {
      // Refused from the header: a small file may declare gigapixels.
      limitInputPixels: FILE_LIMITS.imageMaxInputPixels,
      failOn: 'warning',
      autoOrient: true,
      pages: 1,
    })
      .resize({ width: RESUMES.photoSidePx, height: RESUMES.photoSidePx, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    throw invalidPhoto();
  }
}

/**
 * The photo of a document being saved over `previous`: the one already kept is kept as it is (the wizard sends the
 * whole document at each step, and re-encoding a JPEG at every save would blur it a little more each time).
 */
export const photoOfSave = (photo: string | null, previous: string | null) =>
  photo !== null && photo === previous ? Promise.resolve(photo) : keptPhoto(photo);
