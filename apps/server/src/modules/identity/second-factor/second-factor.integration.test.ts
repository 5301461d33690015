import { randomBytes } from 'node:crypto';
import { identity, RATE_LIMITS, ROLES, SECOND_FACTOR } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, newIp, registerFromNewIp } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { DEMO_ADMIN_TOTP_SECRET, totpCodeOf } from '../seeds/demo-second-factor.ts';
import { createUser } from '../user.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const { api } = testClient(() => t.app);
const PASSWORD = 'blue-Harbor-42';
const LOCK = RATE_LIMITS.secondFactorFailuresPerAccount;

/** A new admin as `npm run admin:create` makes one (no second factor yet), or enrolled with `totpSecret`. */
async function newAdmin(totpSecret?: string) {
  const email = `admin-${randomBytes(6).toString('hex')}@example.com`;
  await createUser(t.database.db, { role: 'admin', email, password: PASSWORD, name: 'Ada Admin', totpSecret });
  return email;
}

/** The password step, answered as a client reads it. */
const passwordStep = (email: string, password = PASSWORD) =>
  api(identity.login, { body: { email, password }, ip: newIp() });

async function challengeOf(email: string) {
  const answer = await passwordStep(email);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.challenge_token as string;
}

const secondStep = (challenge_token: string, code: string) =>
  api(identity.passSecondFactor, { body: { challenge_token, code }, ip: newIp() });
const enrolStep = (challenge_token: string, code: string) =>
  api(identity.enrolSecondFactor, { body: { challenge_token, code }, ip: newIp() });
const nowCode = (secret = DEMO_ADMIN_TOTP_SECRET) => totpCodeOf(secret, t.clock.now());
const wrongCode = (secret = DEMO_ADMIN_TOTP_SECRET) => (nowCode(secret) === '000000' ? '111111' : '000000');
const isSignedInWith = async (token: string) => (await api(identity.getProfile, { token })).statusCode === 200;
const nextStep = () => t.clock.advance(SECOND_FACTOR.stepS * 1000);

/** Enrols a fresh admin through the two calls; answers its secret and recovery codes. */
async function enrolledAdmin() {
  const email = await newAdmin();
  const { challenge_token, secret } = (await passwordStep(email)).json().data;
  const enrolled = await enrolStep(challenge_token, nowCode(secret));
  expect(enrolled.statusCode).toBe(200);
  nextStep();
  return { email, secret: secret as string, recoveryCodes: enrolled.data.recovery_codes };
}

describe("an admin's first sign-in enrols a second factor", () => {
  it('answers a secret to enrol instead of a session, takes a code made from it, and signs in with recovery codes', async () => {
    const email = await newAdmin();
    const step = await passwordStep(email);
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({
      data: {
        second_factor: 'enrolment',
        challenge_token: expect.any(String),
        expires_in: SECOND_FACTOR.enrolmentTtlS,
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        otpauth_uri: expect.any(String),
      },
    });
    const { challenge_token, secret, otpauth_uri } = step.json().data;
    const uri = new URL(otpauth_uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`otpauth://totp/Hushwork:${email}`);
    expect(uri.searchParams.get('secret')).toBe(secret);

    const wrong = await enrolStep(challenge_token, wrongCode(secret));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'SECOND_FACTOR_INVALID',
      errors: { code: ['This code is wrong or was already used'] },
    });

    const enrolled = await enrolStep(challenge_token, nowCode(secret));
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.data.user).toMatchObject({ email, role_id: ROLES.admin });
    expect(enrolled.data.recovery_codes).toHaveLength(SECOND_FACTOR.recoveryCodes);
    expect(new Set(enrolled.data.recovery_codes).size).toBe(SECOND_FACTOR.recoveryCodes);
    expect(await isSignedInWith(enrolled.data.token)).toBe(true);
    // The enrolment is spent: its token enrols nothing more.
    expect((await enrolStep(challenge_token, nowCode(secret))).json().code).toBe('SIGN_IN_CHALLENGE_EXPIRED');

    // From now on the password step asks for a code, and never shows the secret again.
    nextStep();
    const again = await passwordStep(email);
    expect(again.json()).toEqual({
      data: { second_factor: 'required', challenge_token: expect.any(String), expires_in: SECOND_FACTOR.challengeTtlS },
    });
    expect(again.body).not.toContain(secret);
    const signedIn = await secondStep(again.json().data.challenge_token, nowCode(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).not.toContain(secret);
    expect(await isSignedInWith(signedIn.data.token)).toBe(true);
  });

  it('refuses an enrolment token as a challenge and a challenge as an enrolment token', async () => {
    const email = await newAdmin();
    const { challenge_token, secret } = (await passwordStep(email)).json().data;
    expect((await secondStep(challenge_token, nowCode(secret))).statusCode).toBe(410);
    const enrolled = await enrolledAdmin();
    const challenge = await challengeOf(enrolled.email);
    expect((await enrolStep(challenge, nowCode(enrolled.secret))).statusCode).toBe(410);
  });
});

describe("an enrolled admin's second step", () => {
  it('signs in with the current code, and the challenge is spent by it', async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const challenge = await challengeOf(email);
    const answer = await secondStep(challenge, nowCode());
    expect(answer.statusCode).toBe(200);
    expect(answer.data).toMatchObject({ token_type: 'Bearer', user: { email, role_id: ROLES.admin } });
    expect(await isSignedInWith(answer.data.token)).toBe(true);
    nextStep();
    const twice = await secondStep(challenge, nowCode());
    expect(twice.statusCode).toBe(410);
    expect(twice.json().code).toBe('SIGN_IN_CHALLENGE_EXPIRED');
  });

  it('takes a code of the step before or after, for clocks that drift, but none further', async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const now = t.clock.now().getTime();
    const far = totpCodeOf(DEMO_ADMIN_TOTP_SECRET, new Date(now - 3 * SECOND_FACTOR.stepS * 1000));
    expect((await secondStep(await challengeOf(email), far)).statusCode).toBe(422);
    const late = totpCodeOf(DEMO_ADMIN_TOTP_SECRET, new Date(now - SECOND_FACTOR.stepS * 1000));
    expect((await secondStep(await challengeOf(email), late)).statusCode).toBe(200);
  });

  it('refuses a code already used, even within its time window, and takes the next one', async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const code = nowCode();
    expect((await secondStep(await challengeOf(email), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeOf(email), code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('SECOND_FACTOR_INVALID');
    nextStep();
    expect((await secondStep(await challengeOf(email), nowCode())).statusCode).toBe(200);
  });

  it(`refuses ${LOCK.limit} wrong codes, then locks the account's second step (the right code included) and tells the owner`, async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const challenge = await challengeOf(email);
    for (let i = 0; i < LOCK.limit; i += 1) {
      const wrong = await secondStep(challenge, wrongCode());
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    }
    const locked = await secondStep(challenge, nowCode());
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await mailsTo(t.database, email)).filter((mail) => mail.kind === 'sign_in_locked')).toHaveLength(1);

    // Once the window passed, a new sign-in goes through.
    t.clock.advance(LOCK.windowS * 1000);
    expect((await secondStep(await challengeOf(email), nowCode())).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { email, recoveryCodes } = await enrolledAdmin();
    const [first, second] = recoveryCodes as [string, string];
    expect(first).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const signedIn = await secondStep(await challengeOf(email), first);
    expect(signedIn.statusCode).toBe(200);
    expect(await isSignedInWith(signedIn.data.token)).toBe(true);
    const spent = await secondStep(await challengeOf(email), first);
    expect(spent.statusCode).toBe(422);
    expect(spent.json().code).toBe('SECOND_FACTOR_INVALID');
    const typed = second.toUpperCase().replaceAll('-', ' ');
    expect((await secondStep(await challengeOf(email), typed)).statusCode).toBe(200);
  });

  it("refuses another admin's recovery code", async () => {
    const mine = await enrolledAdmin();
    const theirs = await enrolledAdmin();
    const answer = await secondStep(await challengeOf(mine.email), theirs.recoveryCodes[0]!);
    expect(answer.statusCode).toBe(422);
  });

  it('refuses the right code once the challenge has expired, and a made-up challenge', async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const challenge = await challengeOf(email);
    t.clock.advance((SECOND_FACTOR.challengeTtlS + 1) * 1000);
    const expired = await secondStep(challenge, nowCode());
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('SIGN_IN_CHALLENGE_EXPIRED');
    expect((await secondStep(randomBytes(32).toString('base64url'), nowCode())).statusCode).toBe(410);
  });

  it('refuses a wrong password before any second step, as for everyone', async () => {
    const email = await newAdmin(DEMO_ADMIN_TOTP_SECRET);
    const answer = await passwordStep(email, 'wrong-Password-1');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('everyone else', () => {
  it('signs in with the password alone, as before', async () => {
    for (const role_id of [ROLES.worker, ROLES.company]) {
      const { account } = await registerFromNewIp(t.app, { role_id });
      const answer = await passwordStep(account.email, account.password);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).not.toHaveProperty('second_factor');
      expect(answer.json().data).toMatchObject({ token_type: 'Bearer', user: { role_id } });
      expect(await isSignedInWith(answer.json().data.token)).toBe(true);
    }
  });
});
