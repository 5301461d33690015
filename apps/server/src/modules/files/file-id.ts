import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: the file's address, which must reveal nothing and cannot be guessed. */
export const newFileId = () => randomBytes(16).toString('base64url');
