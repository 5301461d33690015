import type { HttpMethod } from './endpoint.ts';

// Kept apart from endpoint.ts, which reaches zod through the error codes: the browser's API client needs only these
// string helpers, and importing them must not bring zod into a page's first load.

/** Fills `{name}` placeholders; values are URI-encoded so a slug can never reach another path. */
export function pathOf(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The OpenAPI operationId, derived from method and path so no list of names is kept anywhere and two endpoints can
 * never share one: `POST /api/auth/login` → `postAuthLogin`, `GET /api/countries/{id}/cities` → `getCountriesByIdCities`.
 */
export function operationIdOf(endpoint: { method: HttpMethod; path: string }): string {
  const words = endpoint.path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[-_.]/);
    });
  const capitalized = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return endpoint.method.toLowerCase() + capitalized.join('');
}

/** Fastify's spelling of the same template: `/api/companies/:id`. */
export const routePathOf = (template: string) => template.replace(/\{(\w+)\}/g, ':$1');
