import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { IDENTITY } from '@hushwork/contract';

/** A text field of a Conform form: its value, constraints and error wiring come from the field's metadata. */
export type TextFieldMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

type FieldProps = {
  meta: TextFieldMeta;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  maxLength?: number;
};

/** A labelled input showing the first of its errors (the browser's or the server's), as the spec's forms do. */
export function Field({ meta, label, hint, type = 'text', autoComplete, maxLength }: FieldProps) {
  const { key, ...input } = getInputProps(meta, {
    type,
    ...(hint ? { ariaDescribedBy: meta.descriptionId } : {}),
  });
  const error = meta.errors?.[0];
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        key={key}
        {...input}
        {...(maxLength ? { maxLength } : {})}
        autoComplete={autoComplete}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 focus:border-brand-strong ${error ? 'border-red-600' : 'border-neutral-300'}`}
      />
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
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
  password,
  sameAsPassword,
}: {
  label: string;
  repeatLabel: string;
  hint: string;
  password: TextFieldMeta;
  sameAsPassword: TextFieldMeta;
}) {
  return (
    <>
      <Field
        meta={password}
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={IDENTITY.passwordMax}
        hint={hint}
      />
      <Field
        meta={sameAsPassword}
        label={repeatLabel}
        type="password"
        autoComplete="new-password"
        maxLength={IDENTITY.passwordMax}
      />
    </>
  );
}

/** The e-mail field of every sign-in, sign-up and reset form. */
export function EmailField({ label, meta }: { label: string; meta: TextFieldMeta }) {
  return <Field meta={meta} label={label} type="email" autoComplete="email" maxLength={IDENTITY.emailMax} />;
}

/** Radio buttons and checkboxes in the brand's colour (the focus ring comes from app.css's :focus-visible). */
export const CHOICE_CLASS = 'h-4 w-4 shrink-0 cursor-pointer accent-brand-strong';
