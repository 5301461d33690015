import type { TCity } from '@hushwork/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api.ts';
import { browserApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useTextTypedEarly } from '../../lib/use-text-typed-early.ts';

const DEBOUNCE_MS = 200;

type PlaceAutocompleteProps =
  | { name: string; label: string; onChoose?: undefined }
  /** Picking adds the city elsewhere (a list of offices): the field empties for the next one and submits nothing. */
  | { name?: undefined; label: string; onChoose: (city: TCity) => void };

/**
 * A city field that suggests our own places as the visitor types (ARIA combobox pattern). The chosen city's slug
 * is submitted under `name`; the typed text alone still submits, so the form works before hydration.
 */
export function PlaceAutocomplete({ name, label, onChoose }: PlaceAutocompleteProps) {
  const { t } = useTranslation('Places');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<TCity[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<TCity | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const lastQuery = useRef('');
  const chosenRef = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useTextTypedEarly(field, setText);

  // A pick changes the form as a tick does: a form that applies itself on change (a search's filters) hears it.
  useEffect(() => {
    if (selected) chosenRef.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [selected]);

  useEffect(() => {
    const term = text.trim();
    if (selected && term === selected.name) return;
    if (term.length < 2) {
      setOptions([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      lastQuery.current = term;
      setStatus('loading');
      try {
        // Loaded on the first search, not with the page: the endpoint brings its zod schemas, which the home
        // page's first load should not carry for a field most visitors never type into.
        const { listCities } = await import('@hushwork/contract/catalogs/endpoints');
        const answer = await callApi(browserApi, listCities, {
          query: { search: term, limit: 8 },
          locale,
          signal: controller.signal,
        });
        if (!answer.ok) throw new Error(String(answer.status));
        setOptions(answer.data.list);
        setActive(-1);
        setOpen(true);
        setStatus('idle');
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('error');
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [text, locale, selected]);

  const choose = (city: TCity) => {
    setOpen(false);
    if (onChoose) {
      onChoose(city);
      setText('');
      return;
    }
    setSelected(city);
    setText(city.name);
  };

  const listId = `${id}-list`;
  const showList = open && options.length > 0;
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={field}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        maxLength={100}
        placeholder={label}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSelected(null);
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          // In a list of places, Enter picks a suggestion; it must not submit the whole form around the field.
          if (event.key === 'Enter' && onChoose) event.preventDefault();
          if (!showList) return;
          if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
          else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
          else if (event.key === 'Escape') setOpen(false);
          else if (event.key === 'Enter' && active >= 0) choose(options[active]!);
          else return;
          event.preventDefault();
        }}
        className="w-full rounded-lg border border-neutral-300 bg-white px-4 py-3"
      />
      {name ? <input ref={chosenRef} type="hidden" name={name} value={selected?.slug ?? ''} /> : null}
      {name && !selected ? <input type="hidden" name={`${name}_text`} value={text} /> : null}
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {options.map((city, index) => (
          <div
            key={city.id}
            tabIndex={-1}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
            className="cursor-pointer px-4 py-2 text-sm aria-selected:bg-brand-soft hover:bg-brand-soft"
          >
            <span className="font-medium">{city.name}</span>
            <span className="text-muted">, {city.country_name}</span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {status === 'loading'
          ? t('loading')
          : status === 'error'
            ? t('error')
            : open && text.trim().length >= 2
              ? t('results', { count: options.length })
              : ''}
      </p>
      {status === 'error' ? <p className="mt-1 text-sm text-red-700">{t('error')}</p> : null}
    </div>
  );
}
