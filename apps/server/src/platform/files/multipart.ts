import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/actor.ts';
import { AppError } from '../http/app-error.ts';
import { cleanFileName } from './file-names.ts';

/** One uploaded file, read whole (uploads are bounded and images must be decoded whole anyway). */
export type Upload = { bytes: Buffer; name: string | undefined };

/** Room for the boundaries and part headers around the file itself. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/**
 * Lets the calling plugin's routes take `multipart/form-data`, and only them: registered inside a module's own plugin,
 * every other route keeps answering 415 to a form. One file per request, a few small fields at most.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fields: 5, parts: 6, fieldNameSize: 100, fieldSize: 1024, headerPairs: 50 },
  });
}

const TOO_MUCH = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the form's `file` part, at most `maxBytes` of it. A guest is refused before a byte is read; a body announced
 * as larger than the limit is refused before it is read; one that turns out larger is 413 once the limit is passed
 * (the rest is drained, never kept), and a broken form is 400 — never a 500, never a hang.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  requireUser(request.actor);
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxBytes);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (part?.fieldname !== 'file') throw missingFile();
    const bytes = await part.toBuffer();
    return { bytes, name: cleanFileName(part.filename) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (TOO_MUCH.has(code)) throw tooLarge(maxBytes);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    throw new AppError('BAD_REQUEST');
  }
}

const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    messageKey: 'errors:FILE_TOO_LARGE',
    params: { max: Math.floor(maxBytes / (1024 * 1024)) },
  });

const missingFile = () => new AppError('VALIDATION_FAILED', { fields: { file: [{ key: 'validation:required' }] } });

/** A form's text fields and its one file, if it came (an empty file part, a form sent without one, counts as none). */
export type UploadForm = { fields: Record<string, string>; file: Upload | null };

/**
 * Reads a form of text fields and at most one file, for a call that takes both (a guest's quick application, with
 * its CV): at most `fields` fields of `fieldSize` bytes each, and a file part named `fileField` of `maxBytes`. Unlike
 * `readUpload` it takes guests: the calling use case decides who may send it. A body or part over its limit is 413,
 * a broken form 400, anything but a form 415, as for `readUpload`.
 */
export async function readUploadForm(
  request: FastifyRequest,
  options: { maxBytes: number; fileField: string; fields: number; fieldSize: number },
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const declared = Number(request.headers['content-length']);
  const fieldsBytes = options.fields * (options.fieldSize + 200);
  if (declared > options.maxBytes + fieldsBytes + FORM_OVERHEAD_BYTES) throw tooLarge(options.maxBytes);
  const fields = new Map<string, string>();
  let file: Upload | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: options.fields,
        fieldSize: options.fieldSize,
        parts: options.fields + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== options.fileField) throw new AppError('BAD_REQUEST');
        if (bytes.length > 0) file = { bytes, name: cleanFileName(part.filename) };
        continue;
      }
      if (part.valueTruncated) throw tooLarge(options.maxBytes);
      fields.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (TOO_MUCH.has(code)) throw tooLarge(options.maxBytes);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    throw new AppError('BAD_REQUEST');
  }
  return { fields: Object.fromEntries(fields), file };
}
