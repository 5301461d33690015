import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHOICE_CLASS } from '../forms/Field.tsx';

export type Choice = { id: number | string; name: string };

const errorText = (id: string, error?: string) =>
  error ? (
    <p id={id} className="mt-2 text-sm text-red-700">
      {error}
    </p>
  ) : null;

/**
 * Boxes to tick, posted as repeated `name` values. With `max`, the unticked boxes are disabled once that many are
 * ticked (the technologies' limit of 5, spec section 5), and a line says how many are left.
 */
export function ChoiceGroup({
  name,
  legend,
  items,
  initial,
  max,
  error,
  columns = 2,
}: {
  name: string;
  legend: string;
  items: Choice[];
  initial: readonly (number | string)[];
  max?: number;
  error?: string;
  columns?: 2 | 3;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set(initial.map(String)));
  const isFull = max !== undefined && checked.size >= max;
  const errorId = `${name}-error`;
  const countId = `${name}-count`;
  return (
    <fieldset aria-describedby={[max ? countId : '', error ? errorId : ''].join(' ').trim() || undefined}>
      <legend className="font-semibold">{legend}</legend>
      {max ? (
        <p id={countId} className="mt-1 text-sm text-muted" aria-live="polite">
          {t('chosenOf', { n: checked.size, max })}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {items.map((item) => {
          const value = String(item.id);
          const isChecked = checked.has(value);
          return (
            <label key={value} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={name}
                value={value}
                checked={isChecked}
                disabled={isFull && !isChecked}
                onChange={(event) =>
                  setChecked((current) => {
                    const next = new Set(current);
                    if (event.target.checked) next.add(value);
                    else next.delete(value);
                    return next;
                  })
                }
                className={CHOICE_CLASS}
              />
              {item.name}
            </label>
          );
        })}
      </div>
      {errorText(errorId, error)}
    </fieldset>
  );
}

/** One of a catalog's options (seniority, experience, English level), or none. */
export function OptionSelect({
  id,
  name,
  label,
  options,
  initial,
  error,
  errorId,
}: {
  id: string;
  name: string;
  label: string;
  options: { key: string; name: string }[];
  initial: string | null | undefined;
  error?: string;
  errorId: string;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={initial ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2.5"
      >
        <option value="">{t('notSaid')}</option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
      {errorText(errorId, error)}
    </div>
  );
}
