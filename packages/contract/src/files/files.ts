import { z } from 'zod';

/**
 * A stored file's id: 128 random bits in base64url. Never a sequence, so an address tells nothing about who uploaded
 * the file or how many files there are, and cannot be guessed from another.
 */
export const ZFileId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const ZFileIdParams = z.object({ id: ZFileId });

export const IMAGE_VARIANTS = ['full', 'thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
/** `thumb` is the copy for lists and avatars; `full` (the default) the one a page shows large. */
export const ZImageQuery = z.object({ variant: z.enum(IMAGE_VARIANTS).optional() });

/** A multipart form with one part named `file`; its type is read from its bytes, never from its name or header. */
export const ZUploadRequest = z.object({ file: z.file() });

/** The bytes of a stored file, for calls that answer a file instead of JSON. */
export const ZBinary = z.file();

export const ZUploadedImage = z
  .object({
    id: ZFileId,
    url: z.string(),
    thumb_url: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'UploadedImage' });
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

export const ZUploadedFile = z
  .object({
    id: ZFileId,
    url: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    /** The name it was uploaded with, cleaned; given back only to its owner. */
    name: z.string(),
  })
  .meta({ id: 'UploadedFile' });
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/**
 * What a file picker offers, by what the upload is for: a hint to the browser's dialog only, since the server reads
 * the bytes (and refuses the rest with a message).
 */
export const FILE_ACCEPT = {
  image: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  cv: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** What an image is re-encoded to (`GET /api/images/{id}`) and what a document may be (`GET /api/files/{id}`). */
export const IMAGE_CONTENT_TYPE = 'image/webp';
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'text/plain; charset=utf-8',
] as const;
