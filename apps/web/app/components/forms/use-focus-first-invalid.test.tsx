// @vitest-environment happy-dom
import { getFormProps } from '@conform-to/react';
import { identity } from '@hushwork/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormReply, formMessageOf, replyWithFailure } from '../../lib/form-reply.ts';
import { parseForm } from '../../lib/parse-form.ts';
import { EmailField } from '../identity/CredentialFields.tsx';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { TextField } from '../ui/fields/TextField.tsx';
import { useContractForm } from './use-contract-form.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

const schema = identity.login.body;

/** A form as the pages build it: an alert for messages no field owns, then fields showing their first error. */
function SignInForm({ reply }: { reply: FormReply | undefined }) {
  const [form, fields] = useContractForm(schema, { lastResult: reply, controls: ['redirect'] });
  const ref = useFocusFirstInvalid(reply);
  return (
    <form {...getFormProps(form)} ref={ref}>
      <FormAlert message={formMessageOf(reply)} />
      <input type="hidden" name="redirect" value="" />
      <EmailField label="E-mail" meta={fields.email} />
      <TextField label="Password" meta={fields.password} type="password" />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The action's answer when the API refused a well-formed post. */
const refused = (errors: Record<string, string[]> | undefined, message = 'Refused') => {
  const formData = new FormData();
  formData.set('email', 'olena@example.com');
  formData.set('password', 'secret123');
  const submission = parseForm(formData, schema, (key) => key);
  return replyWithFailure(submission, { ok: false, status: 422, error: { code: 'X', message, errors } });
};

afterEach(cleanup);

describe('focus after a failed submit', () => {
  it('lands on the first invalid field in the order of the form, not of the error list', () => {
    const { rerender } = render(<SignInForm reply={undefined} />);
    screen.getByRole('button', { name: 'Sign in' }).focus();
    rerender(<SignInForm reply={refused({ password: ['Too short'], email: ['Taken'] })} />);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });

  it('lands on the alert when no field owns the failure', () => {
    const { rerender } = render(<SignInForm reply={undefined} />);
    screen.getByRole('button', { name: 'Sign in' }).focus();
    rerender(<SignInForm reply={refused(undefined, 'Too many attempts')} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts');
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('moves again on the next failed submit, but not on a re-render of the same answer', () => {
    const first = refused({ password: ['The e-mail or password is incorrect'] });
    const { rerender } = render(<SignInForm reply={undefined} />);
    rerender(<SignInForm reply={first} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    screen.getByLabelText('E-mail').focus();
    rerender(<SignInForm reply={first} />);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    rerender(<SignInForm reply={refused({ password: ['The e-mail or password is incorrect'] })} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('leaves focus alone after a success', () => {
    const { rerender } = render(<SignInForm reply={undefined} />);
    screen.getByLabelText('Password').focus();
    rerender(<SignInForm reply={{ status: 'success' }} />);
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
