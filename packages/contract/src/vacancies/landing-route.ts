import { SENIORITY } from '../constants.ts';

/** The job-openings landing pages of spec section 2, under `/job-openings/`. */
export const LANDING_KINDS = [
  'cities',
  'continents',
  'countries',
  'dev',
  'search',
  'seniority',
  'technical',
  'technologies',
] as const;
export type TLandingKind = (typeof LANDING_KINDS)[number];
type Seniority = (typeof SENIORITY)[number];

/**
 * A parsed landing route: slugs only, as the address has them. The server resolves them (an unknown slug is a 404):
 * `dev/{key}` names a specialization (a job role or a platform: `backend-developer`, `python`), `technical/{key}` an
 * industry specialization (`fintech`), `search/{key}` a search text with hyphens for spaces, the rest what they say.
 */
export type TLandingRoute =
  | { kind: 'cities'; city: string }
  | { kind: 'continents'; continent: string }
  | { kind: 'countries'; country: string }
  | { kind: 'dev'; key: string }
  | { kind: 'search'; key: string }
  | { kind: 'seniority'; seniority: Seniority }
  | { kind: 'technical'; key: string }
  | { kind: 'technologies'; technology: string; seniority?: Seniority; country?: string; city?: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A search key keeps letters of any script (a Ukrainian visitor's "розробник") but no punctuation. */
const SEARCH_KEY = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
const SEGMENT_MAX = 100;

export const isSeniority = (value: string): value is Seniority => (SENIORITY as readonly string[]).includes(value);
const isSlug = (value: string) => value.length <= SEGMENT_MAX && SLUG.test(value);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * `technologies/{technology}` takes up to three more segments, and spec section 2 gives shapes that collide by count:
 * `{seniority}` and `{city}` are both one segment, `{country}/{city}` and `{seniority}/{city}` both two. A segment is
 * read as a seniority when it is one of the four seniority words (no city or country is called "senior"), else as a
 * place.
 */
function parseTechnology(technology: string, rest: string[]): TLandingRoute | null {
  if (!rest.every(isSlug)) return null;
  const [first, second, third] = rest;
  if (first === undefined) return { kind: 'technologies', technology };
  if (second === undefined) {
    return isSeniority(first)
      ? { kind: 'technologies', technology, seniority: first }
      : { kind: 'technologies', technology, city: first };
  }
  if (third === undefined) {
    if (isSeniority(second)) return null;
    return isSeniority(first)
      ? { kind: 'technologies', technology, seniority: first, city: second }
      : { kind: 'technologies', technology, country: first, city: second };
  }
  if (!isSeniority(first) || isSeniority(second) || isSeniority(third)) return null;
  return { kind: 'technologies', technology, seniority: first, country: second, city: third };
}

/**
 * Reads the part of a path after `/job-openings/` (`technologies/react/senior`, with or without slashes around it,
 * or its segments). Anything that is not a landing shape (a vacancy's slug, `external`, a misspelt kind) is `null`.
 */
export function parseLandingPath(path: string | readonly string[]): TLandingRoute | null {
  const raw = typeof path === 'string' ? path.split('/').filter(Boolean) : [...path];
  const segments = raw.map(decode);
  if (segments.some((segment) => segment === null)) return null;
  const [kind, key, ...rest] = segments as string[];
  if (key === undefined) return null;
  if (kind === 'technologies') return isSlug(key) && rest.length <= 3 ? parseTechnology(key, rest) : null;
  if (rest.length > 0) return null;
  switch (kind) {
    case 'search': {
      const text = key.toLowerCase();
      return text.length <= SEGMENT_MAX && SEARCH_KEY.test(text) ? { kind, key: text } : null;
    }
    case 'seniority':
      return isSeniority(key) ? { kind, seniority: key } : null;
    case 'cities':
      return isSlug(key) ? { kind, city: key } : null;
    case 'continents':
      return isSlug(key) ? { kind, continent: key } : null;
    case 'countries':
      return isSlug(key) ? { kind, country: key } : null;
    case 'dev':
    case 'technical':
      return isSlug(key) ? { kind, key } : null;
    default:
      return null;
  }
}

/** The segments after `/job-openings/` of a landing route; the canonical form names the city's country. */
export function landingSegmentsOf(route: TLandingRoute): string[] {
  switch (route.kind) {
    case 'cities':
      return [route.kind, route.city];
    case 'continents':
      return [route.kind, route.continent];
    case 'countries':
      return [route.kind, route.country];
    case 'seniority':
      return [route.kind, route.seniority];
    case 'dev':
    case 'search':
    case 'technical':
      return [route.kind, route.key];
    case 'technologies': {
      const segments = [route.kind, route.technology];
      if (route.seniority) segments.push(route.seniority);
      if (route.city && route.country) segments.push(route.country);
      if (route.city) segments.push(route.city);
      return segments;
    }
  }
}

/** `/job-openings/technologies/react/senior` (without a locale prefix); the parser reads it back to the same route. */
export const landingPathOf = (route: TLandingRoute): string =>
  `/job-openings/${landingSegmentsOf(route).map(encodeURIComponent).join('/')}`;

/** `search/{key}` from what someone typed: lower case, words joined by hyphens; `null` when nothing is left. */
export function searchKeyOf(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{Ll}\p{Lo}\p{N}]+/u)
    .filter(Boolean);
  const key = words.join('-').slice(0, SEGMENT_MAX).replace(/-+$/, '');
  return key ? key : null;
}

/** The search text a `search/{key}` page runs. */
export const searchTextOfKey = (key: string) => key.split('-').join(' ');

/**
 * Which words a landing page's title and heading take (`Vacancies:landing.<title_key>.title`): the technology shape
 * has one per combination of seniority and place.
 */
export function landingTitleKeyOf(route: TLandingRoute): string {
  if (route.kind !== 'technologies') return route.kind;
  return ['technologies', route.seniority ? 'seniority' : null, route.city ? 'city' : null].filter(Boolean).join('_');
}
