import { randomInt } from 'node:crypto';
import { SECOND_FACTOR } from '@hushwork/contract';
import { hashToken } from '../../../../platform/auth/secrets.ts';

// Base32 without the look-alikes people mistype from paper (0/O, 1/I/L).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New recovery codes, written in groups of four (`k7dq-…`) to be copied by hand. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: SECOND_FACTOR.recoveryCodes }, () => {
    const chars = Array.from({ length: SECOND_FACTOR.recoveryCodeLength }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return chars
      .join('')
      .match(/.{1,4}/g)!
      .join('-');
  });
}

/** The hash stored for a code, whatever case, dashes or spaces it is typed with. */
export const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));
