import { companies, type TCompanySuggestion } from '@hushwork/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTextTypedEarly } from '../../lib/use-text-typed-early.ts';
import { inputClass } from '../ui/fields/field-meta.ts';

const DEBOUNCE_MS = 200;

/**
 * A company field that suggests companies by name as the candidate types (`companies/search`, ARIA combobox); the
 * chosen company's id is posted as `company_id`.
 */
export function CompanyPicker({ label }: { label: string }) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TCompanySuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<TCompanySuggestion | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const field = useRef<HTMLInputElement>(null);
  useTextTypedEarly(field, setText);

  useEffect(() => {
    const term = text.trim();
    if ((chosen && term === chosen.name) || term.length < 2) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setStatus('loading');
      const answer = await callApi(browserApi, companies.searchCompanies, {
        query: { search: term },
        locale,
        signal: controller.signal,
      }).catch(() => null);
      if (controller.signal.aborted) return;
      if (!answer?.ok) return setStatus('error');
      setOptions(answer.data.list);
      setActive(-1);
      setStatus('idle');
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text, locale, chosen]);

  const choose = (company: TCompanySuggestion) => {
    setChosen(company);
    setText(company.name);
    setOptions([]);
  };
  const listId = `${id}-list`;
  const isOpen = options.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !chosen) event.preventDefault();
          if (!isOpen) return;
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Escape') setOptions([]);
          else if (event.key === 'Enter' && active >= 0) choose(options[active]!);
          else return;
          event.preventDefault();
        }}
        className={inputClass()}
      />
      <input type="hidden" name="company_id" value={chosen?.id ?? ''} />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isOpen}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {options.map((company, index) => (
          <div
            key={company.id}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(company);
            }}
            className="cursor-pointer px-4 py-2 text-sm aria-selected:bg-brand-soft hover:bg-brand-soft"
          >
            {company.name}
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {status === 'loading' ? t('searching') : isOpen ? t('companiesFound', { count: options.length }) : ''}
      </p>
      {status === 'error' ? <p className="mt-1 text-sm text-red-700">{t('callFailed')}</p> : null}
    </div>
  );
}
