import type { z } from 'zod';

/** The API's own cap on a page number. */
const PAGE_MAX = 10_000;

/** A page number from the address: a whole number from 1 up to `max`, else the first page. */
export function pageOf(search: URLSearchParams, max = PAGE_MAX): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, max) : 1;
}

/** An id from the address, or undefined for anything an id cannot be (the filter then shows everything). */
export function idOf(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** One of `choices` from the address, or undefined. */
export function choiceOf<T extends string>(value: string | null | undefined, choices: readonly T[]): T | undefined {
  return choices.includes(value as T) ? (value as T) : undefined;
}

/** The address's values of `fields`: a field given twice (`seniority=junior&seniority=senior`) is a list. */
function rawQueryOf(url: URL, fields: readonly string[]): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const field of fields) {
    // A GET form posts its empty fields too (`salary_from=`): empty is not given, never a zero.
    const values = [...url.searchParams.getAll(field), ...url.searchParams.getAll(`${field}[]`)].filter(
      (value) => value.trim() !== '',
    );
    if (values.length === 1) raw[field] = values[0] as string;
    else if (values.length > 1) raw[field] = values;
  }
  return raw;
}

/**
 * A list's query from the page's address, read by the API's own schema, so a filtered list can be shared and works
 * without JavaScript. A value the API would refuse (a hand-edited `seniority=guru`) is left out instead of turning
 * the whole page into an error.
 */
export function filtersOfUrl<Schema extends z.ZodObject>(url: URL, schema: Schema): z.output<Schema> {
  const fields = Object.keys(schema.shape);
  const raw = rawQueryOf(url, fields);
  // Bad values are dropped one field at a time; no address has more broken fields than the query has fields.
  for (let attempt = 0; attempt <= fields.length; attempt += 1) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse({});
}
