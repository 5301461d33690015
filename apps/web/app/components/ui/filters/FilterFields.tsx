import type { ReactNode } from 'react';
import { inputClass } from '../fields/field-meta.ts';

const FIELD_CLASS = `mt-1 ${inputClass()}`;

/** The words to search by, applied after a pause in typing (useLiveFilters). */
export function FilterSearch({
  label,
  name = 'search',
  value,
  placeholder,
  maxLength,
  className = '',
}: {
  label: string;
  /** The address's parameter: `search` unless the list's API calls it otherwise (`q`). */
  name?: string;
  value: string | undefined;
  placeholder: string;
  maxLength: number;
  /** Its place in a row of filters (FilterBar's grid). */
  className?: string;
}) {
  return (
    <label className={`block ${className}`.trim()}>
      <span className="font-medium">{label}</span>
      <input
        type="search"
        name={name}
        maxLength={maxLength}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={FIELD_CLASS}
      />
    </label>
  );
}

/** One of a list (a sort, a country); with `empty`, a first option that posts nothing ("any"). */
export function FilterSelect({
  label,
  name,
  value,
  options,
  empty,
  small = false,
  className = '',
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  options: readonly { value: string | number; label: string }[];
  empty?: string;
  /** A label in the text's size, for a select that is part of a group (the currency of a salary). */
  small?: boolean;
  /** Its place in a row of filters (FilterBar's grid). */
  className?: string;
}) {
  return (
    <label className={`${small ? 'mt-2 block text-sm' : 'block'} ${className}`.trim()}>
      {small ? label : <span className="font-medium">{label}</span>}
      <select name={name} defaultValue={value ?? ''} className={FIELD_CLASS}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One value typed as it is (an action's name, an id) or picked as a day: the filters a search box does not cover.
 * A day is sent as the browser's `YYYY-MM-DD`, whatever the page's language shows.
 */
export function FilterInput({
  label,
  name,
  value,
  type = 'text',
  placeholder,
  maxLength,
  className = '',
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  type?: 'text' | 'number' | 'date';
  placeholder?: string;
  maxLength?: number;
  /** Its place in a row of filters (FilterBar's grid). */
  className?: string;
}) {
  return (
    <label className={`block ${className}`.trim()}>
      <span className="font-medium">{label}</span>
      <input
        type={type}
        name={name}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        maxLength={type === 'text' ? maxLength : undefined}
        min={type === 'number' ? 1 : undefined}
        className={FIELD_CLASS}
      />
    </label>
  );
}

type RangeEnd = { name: string; label: string; value: number | undefined };

/** A range of two numbers side by side (a salary from and to), and what qualifies it below (a currency). */
export function FilterRange({
  legend,
  from,
  to,
  max,
  children,
}: {
  legend: string;
  from: RangeEnd;
  to: RangeEnd;
  max: number;
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {[from, to].map((end) => (
          <label key={end.name} className="block text-sm">
            {end.label}
            <input
              type="number"
              name={end.name}
              min={0}
              max={max}
              defaultValue={end.value ?? ''}
              className={FIELD_CLASS}
            />
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
