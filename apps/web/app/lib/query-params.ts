/** A page number from the address: a whole number from 1 (the API's own cap), else the first page. */
export function pageOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1;
}

/** An id from the address, or undefined for anything an id cannot be (the filter then shows everything). */
export function idOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** One of `choices` from the address, or undefined. */
export function choiceOf<T extends string>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.includes(value as T) ? (value as T) : undefined;
}

/** The read states a company filters its responses by; the page's filter and its loader read the same list. */
export const RESPONSE_STATES = ['unread', 'read'] as const;
