import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { CHOICE_CLASS } from '../forms/Field.tsx';

// biome-ignore lint/suspicious/noExplicitAny: a control takes the metadata of a field of any type (text, number, enum).
type AnyMeta = FieldMetadata<any, Record<string, unknown>, string[]>;
export const INPUT_CLASS = 'mt-1 w-full rounded-lg border bg-white px-3 py-2.5 focus:border-brand-strong';
const border = (error?: string) => (error ? 'border-red-600' : 'border-neutral-300');

/** The first message of a field (the browser's or the server's), tied to it by `meta.errorId`. */
export function FieldError({ meta }: { meta: AnyMeta }) {
  const error = meta.errors?.[0];
  return error ? (
    <p id={meta.errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function Labelled({
  meta,
  label,
  hint,
  children,
}: {
  meta: AnyMeta;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}

/** A text, number or month input of a Conform form. */
export function InputControl({
  meta,
  label,
  hint,
  type = 'text',
  maxLength,
  autoComplete,
  list,
}: {
  meta: AnyMeta;
  label: string;
  hint?: string;
  type?: 'text' | 'number' | 'month' | 'email' | 'tel' | 'url';
  maxLength?: number;
  autoComplete?: string;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}) {
  const { key, ...input } = getInputProps(meta, { type, ...(hint ? { ariaDescribedBy: meta.descriptionId } : {}) });
  return (
    <Labelled meta={meta} label={label} {...(hint ? { hint } : {})}>
      <input
        key={key}
        {...input}
        {...(maxLength ? { maxLength } : {})}
        autoComplete={autoComplete ?? 'off'}
        {...(list ? { list } : {})}
        className={`${INPUT_CLASS} ${border(meta.errors?.[0])}`}
      />
    </Labelled>
  );
}

/** A choice of one option; the empty first option means "not said". */
export function SelectControl({
  meta,
  label,
  options,
  empty,
}: {
  meta: AnyMeta;
  label: string;
  options: readonly { key: string; name: string }[];
  empty?: string;
}) {
  return (
    <Labelled meta={meta} label={label}>
      <select {...getSelectProps(meta)} key={meta.key} className={`${INPUT_CLASS} ${border(meta.errors?.[0])}`}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function TextAreaControl({
  meta,
  label,
  hint,
  maxLength,
}: {
  meta: AnyMeta;
  label: string;
  hint?: string;
  maxLength: number;
}) {
  return (
    <Labelled meta={meta} label={label} {...(hint ? { hint } : {})}>
      <textarea
        {...getTextareaProps(meta, hint ? { ariaDescribedBy: meta.descriptionId } : {})}
        key={meta.key}
        rows={5}
        maxLength={maxLength}
        className={`${INPUT_CLASS} ${border(meta.errors?.[0])}`}
      />
    </Labelled>
  );
}

/** Boxes to tick, posted as repeated `meta.name` values (catalog ids or option keys), in a fieldset of their own. */
export function CheckList({
  meta,
  legend,
  hint,
  items,
  checked,
  columns = 2,
  withError = true,
}: {
  meta: AnyMeta;
  legend: string;
  hint?: string;
  items: readonly { value: string | number; name: string }[];
  checked: ReadonlySet<string | number>;
  columns?: 2 | 3;
  /** Off where several lists post one field (the specializations by type): its message shows once, after them. */
  withError?: boolean;
}) {
  return (
    <fieldset className="mb-6" aria-describedby={meta.errors?.[0] ? meta.errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {items.map((item) => (
          <label key={item.value} className="flex items-center gap-2">
            <input
              type="checkbox"
              name={meta.name}
              value={item.value}
              defaultChecked={checked.has(item.value)}
              className={CHOICE_CLASS}
            />
            {item.name}
          </label>
        ))}
      </div>
      {withError ? <FieldError meta={meta} /> : null}
    </fieldset>
  );
}

/** A yes/no box that is not part of the body the schema reads (see the page's `controls`). */
export function ControlCheckbox({
  name,
  label,
  hint,
  defaultChecked,
}: {
  name: string;
  label: string;
  hint?: string;
  defaultChecked: boolean;
}) {
  return (
    <div className="mb-4">
      <label className="flex items-center gap-2 font-semibold">
        <input type="checkbox" name={name} defaultChecked={defaultChecked} className={CHOICE_CLASS} />
        {label}
      </label>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
