import { identity } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { formMessageOf, replyInvalid, replyWithFailure } from './form-reply.ts';
import { parseForm } from './parse-form.ts';

const formOf = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};
const failure = (code: string, message: string, errors?: Record<string, string[]>) =>
  ({ ok: false, status: 422, error: { code, message, ...(errors ? { errors } : {}) } }) as const;

describe("the server's 422 as Conform's reply", () => {
  const submission = parseForm(
    formOf({
      role_id: '1',
      name: 'Olena',
      email: 'olena@example.com',
      password: 'secret123',
      sameAsPassword: 'secret123',
    }),
    identity.register.body,
    (key) => key,
  );

  it('shows a message the form has a field for at that field (an e-mail taken), not above the form', () => {
    const reply = replyWithFailure(
      submission,
      failure('VALIDATION_FAILED', 'An account with this e-mail already exists', {
        email: ['An account with this e-mail already exists'],
      }),
    );
    expect(reply.status).toBe('error');
    expect(reply.error?.email).toEqual(['An account with this e-mail already exists']);
    expect(formMessageOf(reply)).toBeNull();
    expect(reply.failure).toEqual({ status: 422, code: 'VALIDATION_FAILED' });
  });

  it('words a refusal no field owns, or a field the form does not show, above the form', () => {
    expect(formMessageOf(replyWithFailure(submission, failure('TOO_MANY_REQUESTS', 'Too many attempts')))).toBe(
      'Too many attempts',
    );
    const unshown = replyWithFailure(
      submission,
      failure('VALIDATION_FAILED', 'Bad locale', { locale: ['Bad locale'] }),
    );
    expect(formMessageOf(unshown)).toBe('Bad locale');
    expect(unshown.error?.locale).toBeUndefined();
  });

  it('never sends the typed passwords back into the page', () => {
    const reply = replyWithFailure(submission, failure('TOO_MANY_REQUESTS', 'Too many attempts'));
    expect(reply.initialValue).toMatchObject({ name: 'Olena', email: 'olena@example.com' });
    expect(reply.initialValue).not.toHaveProperty('password');
    expect(reply.initialValue).not.toHaveProperty('sameAsPassword');
    const invalid = parseForm(formOf({ email: '', password: 'typed' }), identity.login.body, (key) => key);
    expect(replyInvalid(invalid).initialValue).not.toHaveProperty('password');
  });
});
