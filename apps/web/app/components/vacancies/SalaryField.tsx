import { VACANCIES } from '@hushwork/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../ui/fields/FieldShell.tsx';
import { type FieldMeta, firstError, inputClass } from '../ui/fields/field-meta.ts';
import { SelectField } from '../ui/fields/SelectField.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { caretAfterDigits, digitsOf, groupThousands } from './amounts.ts';

const maxDigits = (max: number) => String(max).length;

/**
 * A whole amount shown with its thousands grouped by spaces while it is typed (spec section 9). The form posts the
 * bare digits from a hidden field; before hydration the visible field posts itself (the action drops the spaces).
 */
export function AmountInput<Schema>({
  meta,
  label,
  description,
  max,
}: {
  meta: FieldMeta<Schema>;
  label: string;
  description?: string;
  max: number;
}) {
  const isHydrated = useHydrated();
  const initial = meta.initialValue == null ? '' : digitsOf(String(meta.initialValue), maxDigits(max));
  const [digits, setDigits] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = groupThousands(digits);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== inputRef.current) return;
    inputRef.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const error = firstError(meta);
  const describedBy = [description ? meta.descriptionId : '', error ? meta.errorId : ''].filter(Boolean).join(' ');
  return (
    <FieldShell meta={meta} label={label} description={description} className="">
      <input
        ref={inputRef}
        id={meta.id}
        name={isHydrated ? undefined : meta.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const typed = event.target.value;
          const before = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/\D/g, '').length;
          const next = digitsOf(typed, maxDigits(max));
          caret.current = caretAfterDigits(groupThousands(next), before);
          setDigits(next);
        }}
        className={inputClass(error)}
      />
      {isHydrated ? <input type="hidden" name={meta.name} value={digits} /> : null}
    </FieldShell>
  );
}

/** The salary range (`budget` up to `budget2`) and its currency. */
export function SalaryField<Amount, Currency>({
  budget,
  budget2,
  currency,
}: {
  budget: FieldMeta<Amount>;
  budget2: FieldMeta<Amount>;
  currency: FieldMeta<Currency>;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <fieldset>
      <legend className="font-semibold">{t('salary')}</legend>
      <p className="mt-1 text-sm text-muted">{t('salaryHint')}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-[1fr_1fr_8rem]">
        <AmountInput meta={budget} label={t('salaryFrom')} max={VACANCIES.budgetMax} />
        <AmountInput meta={budget2} label={t('salaryTo')} max={VACANCIES.budgetMax} />
        <SelectField
          meta={currency}
          label={t('currency')}
          options={VACANCIES.currencies.map((code) => ({ key: code, name: code }))}
          className=""
        />
      </div>
    </fieldset>
  );
}
