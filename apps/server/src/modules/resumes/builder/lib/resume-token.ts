import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RESUMES } from '@hushwork/contract';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A resume's public id: 16 base62 characters (about 95 bits), drawn without bias. */
export const newResumeId = () => Array.from({ length: 16 }, () => BASE62[randomInt(BASE62.length)]).join('');

/** A guest's token: `RESUMES.tokenBytes` random bytes, base64url, given once and never stored. */
export const newResumeToken = () => randomBytes(RESUMES.tokenBytes).toString('base64url');

/** What is kept of a token: its SHA-256, which a leaked row cannot be turned back into. */
export const hashResumeToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Whether `token` is the one whose hash is kept. Both sides are hashes of the same length, compared in constant
 * time, so the answer's timing tells nothing of how much of a guessed token was right.
 */
export function isResumeToken(token: string | undefined, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashResumeToken(token), 'hex');
  const kept = Buffer.from(storedHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
