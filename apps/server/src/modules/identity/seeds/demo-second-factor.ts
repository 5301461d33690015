import { SECOND_FACTOR } from '@hushwork/contract';
import { generateSync } from 'otplib';

/**
 * The demo admin's TOTP secret: demo data like the demo passwords, printed at `npm start` so a local user can add it
 * to an authenticator, and used by the tests to sign the demo admin in. Never a real account's secret.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'HUSHWORKDEMOADMINTOTPSECRETKEYAB';

/**
 * The code an authenticator shows for `secret` at `at` (the tests' clock, or now): what the tests type after the
 * demo admin's password, and the browser tests after a freshly enrolled admin's.
 */
export const totpCodeOf = (secret: string, at: Date = new Date()) =>
  generateSync({
    secret,
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.stepS,
    epoch: Math.floor(at.getTime() / 1000),
  });
