import { identity } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { describe, expect, it } from 'vitest';
import { createI18n, type Messages } from './i18n.ts';
import { parseForm } from './parse-form.ts';

const formOf = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};
const translatorFor = (locale: 'en' | 'uk') => {
  const i18n = createI18n(locale, resources[locale] as Messages);
  return (key: string, params?: Record<string, string | number>) => i18n.t(key, params) as string;
};
const errorsOf = (submission: ReturnType<typeof parseForm>) =>
  submission.status === 'success' ? {} : (submission.error ?? {});

describe('a form checked with the contract says what the API says', () => {
  it('an empty sign-up says "This field is required" once per field, the repetition included', () => {
    const empty = { role_id: '1', name: '', email: '', password: '', sameAsPassword: '' };
    const errors = errorsOf(parseForm(formOf(empty), identity.register.body, translatorFor('en')));
    expect(errors).toEqual({
      name: ['This field is required'],
      email: ['This field is required'],
      password: ['This field is required'],
      sameAsPassword: ['This field is required'],
    });
  });

  it('words the rules of the contract in the page language, the counted ones with their plural', () => {
    const short = { role_id: '1', name: 'Olena', email: 'olena', password: 'abc', sameAsPassword: 'abc' };
    expect(errorsOf(parseForm(formOf(short), identity.register.body, translatorFor('en')))).toEqual({
      email: ['Enter a valid e-mail address'],
      password: ['Must be at least 8 characters', 'Use letters and at least one digit'],
    });
    const uk = errorsOf(parseForm(formOf({ email: '', password: '' }), identity.login.body, translatorFor('uk')));
    expect(uk.email?.[0]).toBe((resources.uk.validation as Record<string, string>).required);
  });

  it('says the passwords do not match at the repetition only', () => {
    const differ = {
      role_id: '2',
      name: 'Acme',
      email: 'hr@acme.test',
      password: 'secret123',
      sameAsPassword: 'secret124',
    };
    const errors = errorsOf(parseForm(formOf(differ), identity.register.body, translatorFor('en')));
    expect(errors).toEqual({ sameAsPassword: ['The passwords do not match'] });
  });

  it("leaves the form's steering fields out of the body, and turns the role into the contract's number", () => {
    const submission = parseForm(
      formOf({ email: ' Olena@Example.com ', password: 'x', redirect: '/profile' }),
      identity.login.body,
      translatorFor('en'),
      ['redirect'],
    );
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ email: 'olena@example.com', password: 'x' });
    const withoutControls = parseForm(
      formOf({ email: 'a@b.co', password: 'x', redirect: '/' }),
      identity.login.body,
      translatorFor('en'),
    );
    expect(errorsOf(withoutControls)['']).toEqual(['This field is not accepted']);
    const role = parseForm(
      formOf({ role_id: '2', name: 'Acme', email: 'hr@acme.test', password: 'secret123', sameAsPassword: 'secret123' }),
      identity.register.body,
      translatorFor('en'),
    );
    expect(role.status === 'success' && role.value.role_id).toBe(2);
  });
});
