import { getInputProps } from '@conform-to/react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Description, FieldError, FieldsetShell } from './FieldShell.tsx';
import { CHOICE_CLASS, type FieldMeta } from './field-meta.ts';

export type ChoiceItem = { value: string | number; name: ReactNode };

const columnsClass = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

/** One box for a yes or no, its label beside it, posted as `on` when ticked. */
export function CheckboxField<Schema>({
  meta,
  label,
  description,
  disabled,
  plain = false,
  className = 'mb-4',
}: {
  meta: FieldMeta<Schema>;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** A label in the text's weight, for a box that is a detail of the form rather than a heading of it. */
  plain?: boolean;
  className?: string;
}) {
  const { key, ...input } = getInputProps(meta, {
    type: 'checkbox',
    ...(description ? { ariaDescribedBy: meta.descriptionId } : {}),
  });
  return (
    <div className={className}>
      <label className={`flex items-center gap-2 ${plain ? '' : 'font-semibold'}`}>
        <input key={key} {...input} disabled={disabled} className={CHOICE_CLASS} />
        {label}
      </label>
      <Description meta={meta} description={description} />
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * A box posted beside the form's body rather than in it (a page's control, such as "listed"), so it has no field
 * metadata of its own: it names itself and its description.
 */
export function ControlCheckbox({
  name,
  label,
  description,
  defaultChecked,
  className = 'mb-4',
}: {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  defaultChecked: boolean;
  className?: string;
}) {
  const descriptionId = useId();
  return (
    <div className={className}>
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          aria-describedby={description ? descriptionId : undefined}
          className={CHOICE_CLASS}
        />
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="mt-1 text-xs text-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Boxes to tick, posted as repeated `meta.name` values. With `max`, the unticked boxes are disabled once that many are
 * ticked and a live line says how many are chosen (the technologies' limit of 5, spec section 5).
 */
export function CheckboxGroup<Schema>({
  meta,
  legend,
  description,
  items,
  initial,
  max,
  columns = 2,
  disabled,
  withError = true,
  className,
}: {
  meta: FieldMeta<Schema>;
  legend: ReactNode;
  description?: ReactNode;
  items: readonly ChoiceItem[];
  /** The ticked values; by default the field's own. */
  initial?: readonly (string | number)[];
  max?: number;
  columns?: 1 | 2 | 3;
  disabled?: boolean;
  withError?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  // The boxes stay the browser's own (ticked before the script runs, they keep it); the set only counts them.
  const [checked, setChecked] = useState<ReadonlySet<string>>(
    () => new Set((initial ?? meta.defaultOptions ?? []).map(String)),
  );
  const isFull = max !== undefined && checked.size >= max;
  const countId = `${meta.id}-count`;
  return (
    <FieldsetShell
      meta={meta}
      legend={legend}
      description={description}
      withError={withError}
      {...(max !== undefined ? { describedBy: countId } : {})}
      {...(className ? { className } : {})}
    >
      {max !== undefined ? (
        <p id={countId} className="mt-1 text-sm text-muted" aria-live="polite">
          {t('chosenOf', { n: checked.size, max })}
        </p>
      ) : null}
      <div className={`mt-2 grid gap-2 ${columnsClass[columns]}`}>
        {items.map((item) => {
          const value = String(item.value);
          const isChecked = checked.has(value);
          return (
            <label key={value} className="flex items-center gap-2">
              <input
                type="checkbox"
                name={meta.name}
                value={value}
                defaultChecked={isChecked}
                disabled={disabled || (isFull && !isChecked)}
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
    </FieldsetShell>
  );
}

/** One of a few options, all in sight, as radio buttons in a fieldset. */
export function RadioGroupField<Schema>({
  meta,
  legend,
  description,
  items,
  columns = 1,
  disabled,
  className,
}: {
  meta: FieldMeta<Schema>;
  legend: ReactNode;
  description?: ReactNode;
  items: readonly ChoiceItem[];
  columns?: 1 | 2 | 3;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FieldsetShell meta={meta} legend={legend} description={description} {...(className ? { className } : {})}>
      <div className={`mt-2 grid gap-2 ${columnsClass[columns]}`}>
        {items.map((item) => (
          <label key={item.value} className="flex items-center gap-2">
            <input
              key={meta.key}
              type="radio"
              name={meta.name}
              value={item.value}
              defaultChecked={meta.initialValue !== undefined && String(meta.initialValue) === String(item.value)}
              required={meta.required || undefined}
              disabled={disabled}
              className={CHOICE_CLASS}
            />
            {item.name}
          </label>
        ))}
      </div>
    </FieldsetShell>
  );
}
