import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../../../platform/files/file-names.ts';
import { PRIVATE } from '../../../../platform/files/serve-file.ts';

/** An export as the route sends it: its bytes, the name it is downloaded under, and its type. */
export type ResumeFile = { bytes: Buffer; name: string; type: string };

/**
 * Sends an export as an attachment named after the position. Never cached, even a shared resume's: hiding it must
 * make `/cv/pdf/{id}` 404 at once, and no proxy may keep a copy.
 */
export function sendResumeFile(reply: FastifyReply, file: ResumeFile): FastifyReply {
  reply.headers({
    'content-type': file.type,
    'content-length': String(file.bytes.length),
    'content-disposition': attachmentDisposition(file.name),
    'cache-control': PRIVATE,
    'x-content-type-options': 'nosniff',
  });
  return reply.send(file.bytes);
}
