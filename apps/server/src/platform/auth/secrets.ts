import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** 256 random bits, URL-safe: session tokens and single-use links. */
export const generateToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256: a leaked table cannot be replayed, and lookup stays an index hit. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Argon2id with the OWASP minimum (19 MiB, 2 passes): about 25 ms here, slow enough for guessing to be costly.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal which e-mails do. */
let dummyHash: Promise<string> | undefined;
export const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
  return false;
};

const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** One of the ~49,000 most common passwords (zxcvbn's list), compared case-insensitively. */
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
