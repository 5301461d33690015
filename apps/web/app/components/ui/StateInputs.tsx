import { type ReactNode, useId } from 'react';
import { CHOICE_CLASS, inputClass } from './fields/field-meta.ts';

/**
 * Inputs whose value a page's own state holds (a live editor that saves through the API, not a posted form): the
 * same frame as the form fields (label, description, first error), with the value and a change handler instead of
 * a form's field metadata.
 */
type Framed = {
  label: ReactNode;
  description?: ReactNode;
  /** Messages for the field; the first is shown, as the server's `errors[field][0]`. */
  errors?: readonly string[] | undefined;
  className?: string;
};

function Frame({
  id,
  label,
  description,
  error,
  className = 'mb-4',
  children,
}: Omit<Framed, 'errors'> & { id: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {description ? (
        <p id={`${id}-description`} className="mt-1 text-xs text-muted">
          {description}
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

const describedBy = (id: string, description: unknown, error: unknown) =>
  [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export function TextInput({
  label,
  description,
  errors,
  className,
  value,
  onChange,
  type = 'text',
  maxLength,
  placeholder,
  autoComplete = 'off',
  disabled,
}: Framed & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'month';
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const error = errors?.[0];
  return (
    <Frame id={id} label={label} description={description} error={error} {...(className ? { className } : {})}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        className={inputClass(error)}
      />
    </Frame>
  );
}

export type StateOption = { value: string; name: string };

export function SelectInput({
  label,
  description,
  errors,
  className,
  value,
  options,
  onChange,
}: Framed & { value: string; options: readonly StateOption[]; onChange: (value: string) => void }) {
  const id = useId();
  const error = errors?.[0];
  return (
    <Frame id={id} label={label} description={description} error={error} {...(className ? { className } : {})}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error)}
        className={inputClass(error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckInput({
  label,
  checked,
  onChange,
  className = 'mb-4',
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 font-semibold ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className={CHOICE_CLASS}
      />
      {label}
    </label>
  );
}

/** A choice among colours: round swatches as radio buttons, each named for a screen reader. */
export function SwatchPicker({
  legend,
  colors,
  value,
  onChange,
  nameOf,
}: {
  legend: string;
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  nameOf: (color: string, index: number) => string;
}) {
  const name = useId();
  return (
    <fieldset className="mb-4">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {colors.map((color, index) => (
          <label key={color} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value.toLowerCase() === color.toLowerCase()}
              onChange={() => onChange(color)}
              aria-label={nameOf(color, index)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="block h-9 w-9 rounded-full border-2 border-white ring-2 ring-neutral-300 peer-checked:ring-4 peer-checked:ring-brand-strong peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4"
              style={{ backgroundColor: color }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
