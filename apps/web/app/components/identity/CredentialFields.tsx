import { IDENTITY } from '@hushwork/contract';
import type { FieldMeta } from '../ui/fields/field-meta.ts';
import { TextField } from '../ui/fields/TextField.tsx';

type TextMeta = FieldMeta<string | null | undefined>;

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
  password: TextMeta;
  sameAsPassword: TextMeta;
}) {
  return (
    <>
      <TextField
        meta={password}
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={IDENTITY.passwordMax}
        description={hint}
      />
      <TextField
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
export function EmailField({ label, meta }: { label: string; meta: TextMeta }) {
  return <TextField meta={meta} label={label} type="email" autoComplete="email" maxLength={IDENTITY.emailMax} />;
}
