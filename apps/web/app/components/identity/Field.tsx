import { IDENTITY } from '@hushwork/contract';
import { type InputHTMLAttributes, useId } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; errors?: string[] };

/** A labelled input showing the first of its server errors, as the spec's forms do. */
export function Field({ label, hint, errors, ...input }: FieldProps) {
  const id = useId();
  const error = errors?.[0];
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 focus:border-brand-strong ${error ? 'border-red-600' : 'border-neutral-300'}`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's message that no field owns; an error can take focus, so a failed submit can land on it. */
export function FormAlert({ message, tone = 'error' }: { message?: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`mb-4 rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {message}
    </p>
  );
}

export function SubmitButton({ children, busy }: { children: string; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-lg bg-brand px-4 py-3 font-semibold text-ink hover:brightness-95 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** A new password and its repetition, with the same hints and limits on every form that sets one. */
export function NewPasswordFields({
  label,
  repeatLabel,
  hint,
  errors,
}: {
  label: string;
  repeatLabel: string;
  hint: string;
  errors: Record<string, string[]>;
}) {
  return (
    <>
      <Field
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={IDENTITY.passwordMax}
        hint={hint}
        errors={errors.password}
      />
      <Field
        label={repeatLabel}
        name="sameAsPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={IDENTITY.passwordMax}
        errors={errors.sameAsPassword}
      />
    </>
  );
}

type Failure = { ok: false; message?: string; errors?: Record<string, string[]> };

/** From an action's result: the per-field errors, and the message to show above the form when no field owns it. */
export function formFailureOf(result: { ok: boolean } | undefined) {
  const failure = result && !result.ok ? (result as Failure) : null;
  const errors = failure?.errors ?? {};
  return { errors, message: failure && Object.keys(errors).length === 0 ? (failure.message ?? null) : null };
}

/** The e-mail field of every sign-in, sign-up and reset form. */
export function EmailField({ label, errors }: { label: string; errors?: string[] }) {
  return (
    <Field
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      required
      maxLength={IDENTITY.emailMax}
      errors={errors}
    />
  );
}

/** Radio buttons and checkboxes in the brand's colour (the focus ring comes from app.css's :focus-visible). */
export const CHOICE_CLASS = 'h-4 w-4 shrink-0 cursor-pointer accent-brand-strong';
