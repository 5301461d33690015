import { SECOND_FACTOR } from '@hushwork/contract';
import { generateSecret, generateURI, verifySync } from 'otplib';

/** A new random TOTP secret, base32 as authenticator apps take it (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** What a QR code carries for an authenticator app: issuer, the admin's e-mail and the secret. */
export const otpauthUriOf = (secret: string, email: string) =>
  generateURI({
    issuer: SECOND_FACTOR.issuer,
    label: email,
    secret,
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.stepS,
  });

export const isTotpShaped = (code: string) => new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`).test(code);

/**
 * The RFC 6238 time step `code` belongs to, within the tolerance around `now`, or null. A step at or before
 * `afterStep` (the last one taken) is refused, so a code seen over a shoulder cannot be sent again.
 */
export function totpStepOf(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!isTotpShaped(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      digits: SECOND_FACTOR.digits,
      period: SECOND_FACTOR.stepS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: SECOND_FACTOR.toleranceS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A secret or code otplib's guardrails refuse verifies nothing.
    return null;
  }
}
