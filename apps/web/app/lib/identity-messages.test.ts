import { resources } from '@hushwork/contract/i18n';
import { describe, expect, it } from 'vitest';
import { roleOfQuery } from '../routes/identity/register/role-of-query.ts';
import { resetLinkFailureOf, socialFailureOf, verifyLinkFailureOf, type Wording } from './identity-messages.ts';

const LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
const auth = (locale: (typeof LOCALES)[number]) => resources[locale].Auth as Record<string, string>;
/** What the visitor reads in English. */
const read = (wording: Wording) =>
  'message' in wording
    ? wording.message
    : auth('en')[wording.key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => wording.params?.[name] ?? '');

describe('an e-mail confirmation link that does not work', () => {
  it('reads "not valid or has expired" for a malformed token, never the validator message', () => {
    const wording = verifyLinkFailureOf({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Must be at least 16 characters',
    });
    expect(read(wording)).toBe('This link is not valid or has expired. Please ask for a new one.');
  });

  it('reads the same for an unknown or used link, and says "expired" for an expired one', () => {
    expect(verifyLinkFailureOf({ status: 410, code: 'TOKEN_INVALID' })).toEqual({ key: 'linkInvalid' });
    expect(read(verifyLinkFailureOf({ status: 410, code: 'TOKEN_EXPIRED' }))).toMatch(/has expired/);
  });

  it('keeps the server message of a blocked account or too many attempts', () => {
    const message = 'This account is blocked';
    expect(verifyLinkFailureOf({ status: 403, code: 'USER_BLOCKED', message })).toEqual({ message });
  });
});

describe('a password-reset link that does not work', () => {
  it('says it was already used, for a used or unknown link', () => {
    expect(read(resetLinkFailureOf({ status: 410, code: 'TOKEN_INVALID' }))).toMatch(/already been used/);
  });

  it('says it expired when it did', () => {
    expect(resetLinkFailureOf({ status: 410, code: 'TOKEN_EXPIRED' })).toEqual({ key: 'linkExpired' });
  });
});

describe('coming back from a social sign-in', () => {
  it('names the provider when the person cancelled there', () => {
    const wording = socialFailureOf({ error: 'access_denied', hasCode: false, provider: 'google' });
    expect(read(wording)).toBe('Sign-in with Google was cancelled. You can try again or sign in with your e-mail.');
  });

  it('says cancelled without a name when the page does not know the provider', () => {
    expect(socialFailureOf({ error: 'access_denied', hasCode: false })).toEqual({ key: 'socialCancelledGeneric' });
  });

  it('tells a provider error from a cancel', () => {
    const wording = socialFailureOf({ error: 'server_error', hasCode: false, provider: 'github' });
    expect(read(wording)).toMatch(/^GitHub could not sign you in/);
  });

  it('reads "not valid or has expired" for a return without a code, never "This field is required"', () => {
    expect(read(socialFailureOf({ hasCode: false }))).toBe(
      'This sign-in link is not valid or has expired. Please start the sign-in again.',
    );
  });

  it('reads the same for a state the API does not know or refuses as malformed', () => {
    for (const failure of [
      { status: 400, code: 'SOCIAL_STATE_INVALID' },
      { status: 422, code: 'VALIDATION_FAILED', message: 'Must be at least 16 characters' },
    ]) {
      expect(socialFailureOf({ hasCode: true, failure })).toEqual({ key: 'socialLinkInvalid' });
    }
  });

  it('keeps the server words for an unconfirmed provider e-mail or a blocked account', () => {
    const message = 'This service did not confirm your e-mail address. Please sign in another way.';
    expect(
      socialFailureOf({ hasCode: true, failure: { status: 400, code: 'SOCIAL_EMAIL_UNVERIFIED', message } }),
    ).toEqual({ message });
  });
});

describe('the words exist in every language', () => {
  it.each(LOCALES)('%s has every key the mapping can choose, with the provider placeholder where named', (locale) => {
    const keys = [
      'linkInvalid',
      'linkExpired',
      'resetLinkUsed',
      'socialCancelled',
      'socialCancelledGeneric',
      'socialFailed',
      'socialFailedGeneric',
      'socialLinkInvalid',
      'socialStartFailed',
      'requestNewLink',
      'sendNewVerifyLink',
      'alreadyVerifiedText',
      'socialTitle',
    ];
    // Each a sentence of its own: a string with words, not an empty value or the key echoed back.
    for (const key of keys) expect(auth(locale)[key], key).toMatch(/\p{L}{2,}.*\s.*\p{L}/u);
    for (const key of keys) expect(auth(locale)[key], key).not.toBe(key);
    expect(auth(locale).socialCancelled).toContain('{{provider}}');
    expect(auth(locale).socialFailed).toContain('{{provider}}');
    if (locale !== 'en') expect(auth(locale).linkInvalid).not.toBe(auth('en').linkInvalid);
  });
});

describe('the account type a sign-up link asks for', () => {
  it('chooses company for ?role=company and worker for ?role=worker, nothing or anything else', () => {
    expect(roleOfQuery('company')).toBe('2');
    expect(roleOfQuery('worker')).toBe('1');
    expect(roleOfQuery(null)).toBe('1');
    expect(roleOfQuery('admin')).toBe('1');
  });
});
