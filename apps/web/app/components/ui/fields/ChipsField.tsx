import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button.tsx';
import { FieldsetShell } from './FieldShell.tsx';
import { type FieldMeta, firstError, inputClass } from './field-meta.ts';
import type { SelectOption } from './SelectField.tsx';

/** One chosen thing as a rounded chip with a button that removes it; `children` are its hidden inputs. */
export function Chip({
  label,
  removeLabel,
  onRemove,
  disabled,
  children,
}: {
  label: string;
  /** The remove button's name where the domain has its own words ("Remove the tag Go"). */
  removeLabel?: string;
  onRemove: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('Ui');
  return (
    <li className="flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3">
      {label}
      {children}
      <Button
        variant="ghost"
        size="sm"
        aria-label={removeLabel ?? t('removeChip', { name: label })}
        onClick={onRemove}
        disabled={disabled}
        className="rounded-full p-1"
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

/** The chips of a list, named for the screen reader by the group they belong to. */
export function ChipList({
  label,
  className = 'mt-2',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * Several options of a long list, chosen one at a time from a select and shown as chips that can be removed; posted as
 * repeated `meta.name` values. With `max`, the select is disabled once that many are chosen.
 */
export function MultiSelectField<Schema>({
  meta,
  label,
  description,
  options,
  initial,
  max,
  disabled,
  className,
}: {
  meta: FieldMeta<Schema>;
  label: string;
  description?: ReactNode;
  options: readonly SelectOption[];
  /** The chosen values; by default the field's own. */
  initial?: readonly (string | number)[];
  max?: number;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('Ui');
  const [chosen, setChosen] = useState<readonly string[]>(() => (initial ?? meta.defaultOptions ?? []).map(String));
  const isFull = max !== undefined && chosen.length >= max;
  const nameOf = (value: string) => options.find((option) => String(option.key) === value)?.name ?? value;
  const selectId = `${meta.id}-add`;
  return (
    <FieldsetShell meta={meta} legend={label} description={description} {...(className ? { className } : {})}>
      <label htmlFor={selectId} className="sr-only">
        {t('addChip', { name: label })}
      </label>
      <select
        id={selectId}
        value=""
        disabled={disabled || isFull}
        aria-invalid={firstError(meta) ? true : undefined}
        onChange={(event) => {
          const value = event.target.value;
          if (value && !chosen.includes(value)) setChosen([...chosen, value]);
        }}
        className={`mt-2 ${inputClass(firstError(meta))}`}
      >
        <option value="">{isFull ? t('chipsFull', { max }) : t('chooseToAdd')}</option>
        {options
          .filter((option) => !chosen.includes(String(option.key)))
          .map((option) => (
            <option key={option.key} value={option.key}>
              {option.name}
            </option>
          ))}
      </select>
      {chosen.length === 0 ? <p className="mt-2 text-sm text-muted">{t('noneChosen')}</p> : null}
      <ChipList label={label}>
        {chosen.map((value) => (
          <Chip
            key={value}
            label={nameOf(value)}
            disabled={disabled}
            onRemove={() => setChosen(chosen.filter((item) => item !== value))}
          >
            <input type="hidden" name={meta.name} value={value} />
          </Chip>
        ))}
      </ChipList>
    </FieldsetShell>
  );
}
