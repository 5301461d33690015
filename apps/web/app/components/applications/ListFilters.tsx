import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { inputClass } from './ItemParts.tsx';

export type FilterSelect = {
  name: string;
  label: string;
  value: string;
  /** The first option, which filters nothing. */
  all: string;
  options: { value: string; label: string }[];
};

/** A list's filters as a GET form, so the choice is in the address (shared, bookmarked, kept by the pages' links). */
export function ListFilters({ selects, hidden = {} }: { selects: FilterSelect[]; hidden?: Record<string, string> }) {
  const { t } = useTranslation('Applications', { keyPrefix: 'lists' });
  const id = useId();
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label={t('filters')}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {selects.map((select) => (
        <div key={select.name} className="min-w-48">
          <label htmlFor={`${id}-${select.name}`} className="mb-1 block text-sm font-semibold">
            {select.label}
          </label>
          <select id={`${id}-${select.name}`} name={select.name} defaultValue={select.value} className={inputClass}>
            <option value="">{select.all}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <Button type="submit" variant="secondary" size="sm">
        {t('show')}
      </Button>
    </Form>
  );
}
