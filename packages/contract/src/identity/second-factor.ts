import { z } from 'zod';
import { SECOND_FACTOR } from '../constants.ts';
import { dataOf } from '../envelope.ts';
import { ZTokens, ZUser } from './user.ts';

const zChallengeToken = z.string().min(16).max(200);
/** A TOTP code or a recovery code; the server tells them apart by their length. */
const zSecondFactorCode = z.string().trim().min(1).max(SECOND_FACTOR.codeMax);

/** An enrolled admin's password was right: the session waits for a code (or a recovery code). */
export const ZSecondFactorChallenge = z.object({
  second_factor: z.literal('required'),
  challenge_token: z.string(),
  expires_in: z.number().int(),
});

/**
 * An admin without a second factor yet: the secret to add to an authenticator (as text and as an otpauth URI for a QR
 * code). Shown here only; the session comes once a code made from it is sent back.
 */
export const ZEnrolmentChallenge = z.object({
  second_factor: z.literal('enrolment'),
  challenge_token: z.string(),
  expires_in: z.number().int(),
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type TEnrolmentChallenge = z.infer<typeof ZEnrolmentChallenge>;

const ZSignedIn = ZTokens.extend({ user: ZUser });

/** The password step: a session, or (admins) the second step it waits for. */
export const ZLoginResponse = dataOf(z.union([ZSignedIn, ZSecondFactorChallenge, ZEnrolmentChallenge]));
export type TLoginAnswer = z.infer<typeof ZLoginResponse>['data'];

export const ZSecondFactorRequest = z.strictObject({ challenge_token: zChallengeToken, code: zSecondFactorCode });
export type TSecondFactorRequest = z.infer<typeof ZSecondFactorRequest>;

/** Enrolment ends signed in, with the recovery codes: the only time they are shown. */
export const ZEnrolResponse = dataOf(ZSignedIn.extend({ recovery_codes: z.array(z.string()) }));
export type TEnrolled = z.infer<typeof ZEnrolResponse>['data'];

/** Whether the password step signed in at once (everyone but admins). */
export const isSignedIn = <T extends TLoginAnswer>(answer: T): answer is Extract<T, { token: string }> =>
  'token' in answer;
