import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
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

export type Tab = { to: string; label: string; count?: number; isCurrent: boolean };

/** Tabs between a person's lists, each with its unread count. */
export function ListTabs({ tabs, label }: { tabs: Tab[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 aria-[current=page]:border-brand-strong aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {tab.label}
              {tab.count ? (
                <span className="rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">{tab.count}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list with nothing in it: what that means here, and where to go instead. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <div className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6 text-muted">{children}</div>;
}
