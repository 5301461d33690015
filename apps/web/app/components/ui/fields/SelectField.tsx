import { getSelectProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FieldShell } from './FieldShell.tsx';
import { type FieldMeta, firstError, inputClass } from './field-meta.ts';

export type SelectOption = { key: string | number; name: string };

/** A choice of one option from a list; with `empty`, a first option that posts nothing ("not said"). */
export function SelectField<Schema>({
  meta,
  label,
  description,
  options,
  empty,
  disabled,
  className,
}: {
  meta: FieldMeta<Schema>;
  label: ReactNode;
  description?: ReactNode;
  options: readonly SelectOption[];
  empty?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { key, ...select } = getSelectProps(meta, description ? { ariaDescribedBy: meta.descriptionId } : {});
  return (
    <FieldShell meta={meta} label={label} description={description} {...(className ? { className } : {})}>
      <select key={key} {...select} disabled={disabled} className={inputClass(firstError(meta))}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
