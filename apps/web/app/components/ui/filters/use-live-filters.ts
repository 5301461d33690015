import { FILTER_TYPING_DEBOUNCE_MS } from '@hushwork/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

const TYPED = new Set(['search', 'text', 'number']);

/** The form's filled fields as a query (`?a=1&b=2`), empty ones left out so the address stays short. */
function queryOfForm(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a field was changed before the page's script ran: typed, ticked or chosen in the server's render. */
function changedBeforeScript(form: HTMLFormElement): boolean {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) return true;
      } else if (TYPED.has(element.type) && element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      if ([...element.options].some((option) => option.selected !== option.defaultSelected)) return true;
    }
  }
  return false;
}

/**
 * A GET filter form that applies itself as it changes: a tick or a choice navigates at once, typing after a pause;
 * the scroll stays where it is and the focused field keeps its focus. The form stays a plain GET form, so without
 * JavaScript its submit button does the same. `key` remounts the form when the address changes by other means (a
 * reset link, the back button), so its defaults follow the address; never for a change the form made itself, which
 * would drop what is being typed.
 */
export function useLiveFilters(formRef: RefObject<HTMLFormElement | null>) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Addresses the form navigated to itself and has not seen arrive yet: typing on while one loads queues another.
  const ownSearches = useRef(new Set<string>());
  const seenSearch = useRef(search);
  const remounts = useRef(0);
  const lookedForEarlyChanges = useRef(false);
  // Compared with the address of the last render, not the form's first one: while the form's own navigation loads,
  // the page renders again with the address it is leaving, which is no reason to drop the field being typed in.
  if (search !== seenSearch.current) {
    if (!ownSearches.current.delete(search)) remounts.current += 1;
    seenSearch.current = search;
  }
  const formKey = String(remounts.current);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a remounted form (formKey) is a new element to listen on.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: number | undefined;
    const apply = () => {
      window.clearTimeout(timer);
      const next = queryOfForm(form);
      ownSearches.current.add(next);
      navigate(`${pathname}${next}`, { preventScrollReset: true });
    };
    const isTyped = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && TYPED.has(target.type) && target.getAttribute('role') !== 'combobox';
    const onInput = (event: Event) => {
      if (!isTyped(event.target)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(apply, FILTER_TYPING_DEBOUNCE_MS);
    };
    const onChange = (event: Event) => {
      // A combobox's typing is not a filter yet: its chosen value (a hidden field's change) is.
      if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'combobox') return;
      apply();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      apply();
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    // What a visitor on a slow phone typed or ticked before the script ran applies itself as if done now.
    if (!lookedForEarlyChanges.current) {
      lookedForEarlyChanges.current = true;
      if (changedBeforeScript(form)) timer = window.setTimeout(apply, FILTER_TYPING_DEBOUNCE_MS);
    }
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [formRef, navigate, pathname, formKey]);

  return { key: formKey };
}

/** How many filters a query has set: each ticked value, each filled field; `ignored` (the sort, the page) aside. */
export function activeFilterCount(query: Record<string, unknown>, ignored: readonly string[]): number {
  return Object.entries(query).reduce((total, [name, value]) => {
    if (ignored.includes(name) || value === undefined || value === null || value === '' || value === false) {
      return total;
    }
    return total + (Array.isArray(value) ? value.length : 1);
  }, 0);
}
