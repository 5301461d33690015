import {
  type Locale,
  ZChangePasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
} from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldsOfIssue, messageOfIssue } from '../../platform/http/zod-messages.ts';
import { translate } from '../../platform/i18n/server-i18n.ts';

/** Every message per field, as the API's 422 carries them (the page shows the first). */
function errorsOf(schema: z.ZodType, body: unknown, locale: Locale = 'en') {
  const result = schema.safeParse(body, { reportInput: true });
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const { key, params } = messageOfIssue(issue);
    for (const field of fieldsOfIssue(issue, 'body')) {
      errors[field] = [...(errors[field] ?? []), translate(locale, key, params)];
    }
  }
  return errors;
}

const REQUIRED = 'This field is required';
const PASSWORD = 'blue-Harbor-42';

describe('an empty form says "This field is required" on each field, and only that (spec section 5)', () => {
  it('sign-up: name, e-mail, password and its repetition', () => {
    const errors = errorsOf(ZRegisterRequest, { role_id: 1, name: '', email: '', password: '', sameAsPassword: '' });
    expect(errors).toEqual({
      name: [REQUIRED],
      email: [REQUIRED],
      password: [REQUIRED],
      sameAsPassword: [REQUIRED],
    });
  });

  it('a name of spaces is empty too', () => {
    expect(
      errorsOf(ZRegisterRequest, {
        role_id: 1,
        name: '   ',
        email: 'a@b.cd',
        password: PASSWORD,
        sameAsPassword: PASSWORD,
      }),
    ).toEqual({ name: [REQUIRED] });
  });

  it('sign-in, new password and password change', () => {
    expect(errorsOf(ZLoginRequest, { email: '', password: '' })).toEqual({ email: [REQUIRED], password: [REQUIRED] });
    expect(errorsOf(ZResetPasswordRequest, { token: 'x'.repeat(32), password: '', sameAsPassword: '' })).toEqual({
      password: [REQUIRED],
      sameAsPassword: [REQUIRED],
    });
    expect(errorsOf(ZChangePasswordRequest, { password: '', sameAsPassword: '' })).toEqual({
      password: [REQUIRED],
      sameAsPassword: [REQUIRED],
    });
  });

  it('in the caller language', () => {
    const errors = errorsOf(
      ZRegisterRequest,
      { role_id: 1, name: '', email: '', password: '', sameAsPassword: '' },
      'uk',
    );
    expect(errors.sameAsPassword).toEqual([translate('uk', 'validation:required')]);
    expect(errors.sameAsPassword).not.toEqual([REQUIRED]);
  });
});

describe('the repetition of a new password', () => {
  it('left empty after a password: required, not "do not match"', () => {
    const errors = errorsOf(ZRegisterRequest, {
      role_id: 1,
      name: 'Olena',
      email: 'a@b.cd',
      password: PASSWORD,
      sameAsPassword: '',
    });
    expect(errors).toEqual({ sameAsPassword: [REQUIRED] });
  });

  it('different from the password: "The passwords do not match"', () => {
    const errors = errorsOf(ZResetPasswordRequest, {
      token: 'x'.repeat(32),
      password: PASSWORD,
      sameAsPassword: 'blue-Harbor-43',
    });
    expect(errors).toEqual({ sameAsPassword: ['The passwords do not match'] });
  });
});

describe('a filled field keeps its own rule', () => {
  it('a one-letter name is too short, a short password is too short', () => {
    const errors = errorsOf(ZRegisterRequest, {
      role_id: 1,
      name: 'A',
      email: 'a@b.cd',
      password: 'ab1',
      sameAsPassword: 'ab1',
    });
    expect(errors.name?.[0]).toBe('Must be at least 2 characters');
    expect(errors.password?.[0]).toBe('Must be at least 8 characters');
  });
});
