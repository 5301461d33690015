import { getInputProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell.tsx';
import { type FieldMeta, firstError, inputClass } from './field-meta.ts';

type InputFieldProps<Schema> = {
  meta: FieldMeta<Schema>;
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** Off by default: a form of this site is rarely one a browser should fill from memory. */
  autoComplete?: string;
  /** A limit the contract's constraint does not carry (Conform takes the others from the schema). */
  maxLength?: number;
  className?: string;
};

function InputField<Schema>({
  meta,
  label,
  description,
  placeholder,
  disabled,
  autoComplete = 'off',
  maxLength,
  className,
  type,
  extra,
}: InputFieldProps<Schema> & {
  type: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'month';
  extra?: { list?: string; inputMode?: 'numeric' | 'decimal'; min?: number | string; max?: number | string };
}) {
  const { key, ...input } = getInputProps(meta, {
    type,
    ...(description ? { ariaDescribedBy: meta.descriptionId } : {}),
  });
  return (
    <FieldShell meta={meta} label={label} description={description} {...(className ? { className } : {})}>
      <input
        key={key}
        {...input}
        {...(maxLength ? { maxLength } : {})}
        {...extra}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        className={inputClass(firstError(meta))}
      />
    </FieldShell>
  );
}

/** A one-line text input: plain, e-mail, password, phone, address or search. */
export function TextField<Schema>({
  type = 'text',
  list,
  ...props
}: InputFieldProps<Schema> & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}) {
  return <InputField {...props} type={type} {...(list ? { extra: { list } } : {})} />;
}

/** A number input; its bounds come from the contract's schema unless given here. */
export function NumberField<Schema>({ min, max, ...props }: InputFieldProps<Schema> & { min?: number; max?: number }) {
  return (
    <InputField
      {...props}
      type="number"
      extra={{ inputMode: 'numeric', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }}
    />
  );
}

/** A calendar date, or with `month` a month of a year (an employment's start), posted as ISO text. */
export function DateField<Schema>({
  month = false,
  min,
  max,
  ...props
}: InputFieldProps<Schema> & { month?: boolean; min?: string; max?: string }) {
  return (
    <InputField
      {...props}
      type={month ? 'month' : 'date'}
      extra={{ ...(min ? { min } : {}), ...(max ? { max } : {}) }}
    />
  );
}
