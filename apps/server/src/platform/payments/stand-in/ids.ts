import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, as Stripe spells the tail of its ids and secrets. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  // 62 does not divide 256: the bias is a few per cent, harmless for ids nobody guesses.
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** `cus_…`, `pi_…`: Stripe's prefix, then 24 random characters. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}
