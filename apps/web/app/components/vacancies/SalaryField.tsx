import { VACANCIES } from '@hushwork/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../ui/use-hydrated.ts';
import { caretAfterDigits, digitsOf, groupThousands } from './amounts.ts';

/** What an amount field needs of a Conform field (a number field's metadata fits). */
export type FieldMeta = { id: string; name: string; errorId: string; initialValue?: unknown; errors?: string[] };

const inputClass = (error?: string) =>
  `mt-1 w-full rounded-lg border bg-white px-3 py-2.5 ${error ? 'border-red-600' : 'border-neutral-300'}`;
const maxDigits = (max: number) => String(max).length;

/**
 * A whole amount shown with its thousands grouped by spaces while it is typed (spec section 9). The form posts the
 * bare digits from a hidden field; before hydration the visible field posts itself (the action drops the spaces).
 */
export function AmountInput({ meta, label, max }: { meta: FieldMeta; label: string; max: number }) {
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
  const error = meta.errors?.[0];
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        ref={inputRef}
        id={meta.id}
        name={isHydrated ? undefined : meta.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? meta.errorId : undefined}
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
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The salary range (`budget` up to `budget2`) and its currency. */
export function SalaryField({
  budget,
  budget2,
  currency,
}: {
  budget: FieldMeta;
  budget2: FieldMeta;
  currency: FieldMeta;
}) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  return (
    <fieldset>
      <legend className="font-semibold">{t('salary')}</legend>
      <p className="mt-1 text-sm text-muted">{t('salaryHint')}</p>
      <div className="mt-2 grid gap-4 sm:grid-cols-[1fr_1fr_8rem]">
        <AmountInput meta={budget} label={t('salaryFrom')} max={VACANCIES.budgetMax} />
        <AmountInput meta={budget2} label={t('salaryTo')} max={VACANCIES.budgetMax} />
        <div>
          <label htmlFor={currency.id} className="block text-sm font-semibold">
            {t('currency')}
          </label>
          <select
            id={currency.id}
            name={currency.name}
            defaultValue={String(currency.initialValue ?? 'USD')}
            className={inputClass()}
          >
            {VACANCIES.currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
