// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, FormAlert } from './Field.tsx';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

type Result = { ok: boolean; message?: string; errors?: Record<string, string[]> } | undefined;

/** A form as the pages build it: an alert for messages no field owns, then fields showing their first error. */
function SignUpForm({ result }: { result: Result }) {
  const ref = useFocusFirstInvalid(result);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const message = result && !result.ok && Object.keys(errors).length === 0 ? result.message : null;
  return (
    <form ref={ref} noValidate>
      <FormAlert message={message} />
      <Field label="Name" name="name" errors={errors.name} />
      <Field label="E-mail" name="email" errors={errors.email} />
      <Field label="Password" name="password" errors={errors.password} />
      <button type="submit">Create account</button>
    </form>
  );
}

afterEach(cleanup);

describe('focus after a failed submit', () => {
  it('lands on the first invalid field in the order of the form, not of the error list', () => {
    const { rerender } = render(<SignUpForm result={undefined} />);
    screen.getByRole('button', { name: 'Create account' }).focus();
    rerender(<SignUpForm result={{ ok: false, errors: { password: ['Too short'], email: ['Required'] } }} />);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('lands on the alert when no field owns the failure', () => {
    const { rerender } = render(<SignUpForm result={undefined} />);
    rerender(<SignUpForm result={{ ok: false, message: 'The e-mail or password is incorrect' }} />);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('moves again on the next failed submit, but not on a re-render of the same answer', () => {
    const first = { ok: false, errors: { name: ['Required'] } };
    const { rerender } = render(<SignUpForm result={first} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    screen.getByLabelText('Password').focus();
    rerender(<SignUpForm result={first} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    rerender(<SignUpForm result={{ ok: false, errors: { name: ['Required'] } }} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('leaves focus alone after a success', () => {
    const { rerender } = render(<SignUpForm result={undefined} />);
    screen.getByLabelText('Password').focus();
    rerender(<SignUpForm result={{ ok: true }} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
