import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { APP_ERRORS, type AppErrorCode, ERROR_TABLES, errorsOf } from './app-errors.ts';
import { defineEndpoint } from './endpoint.ts';
import { resources } from './i18n/resources.ts';

const endpoint = { method: 'GET', path: '/api/x', summary: 'x', tags: [], auth: 'none', response: z.null() } as const;

describe('the error tables', () => {
  it('give every code one status, whichever domain declares it', () => {
    for (const [domain, table] of Object.entries(ERROR_TABLES)) {
      for (const [code, status] of Object.entries(table)) {
        expect({ domain, code, status }).toEqual({ domain, code, status: APP_ERRORS[code as AppErrorCode] });
      }
    }
  });

  it('name codes the English catalog words (the other locales are checked against it)', () => {
    const words: Record<string, string> = resources.en.errors;
    const unworded = Object.keys(APP_ERRORS).filter((code) => !(code in words) && !(`${code}_other` in words));
    expect(unworded).toEqual([]);
  });

  it('collect the domains’ codes beside the platform’s', () => {
    expect(APP_ERRORS).toMatchObject({
      FORBIDDEN: 403,
      VACANCY_NOT_FOUND: 404,
      TOKEN_INVALID: 410,
      FETCH_TIMEOUT: 422,
    });
  });
});

describe('errorsOf', () => {
  it('answers the codes with their statuses, and nothing else', () => {
    expect(errorsOf('FORBIDDEN', 'PUBLISH_TOO_SOON')).toEqual({ FORBIDDEN: 403, PUBLISH_TOO_SOON: 409 });
    expect(errorsOf()).toEqual({});
  });

  it('keeps each status as a literal type', () => {
    expectTypeOf(errorsOf('OFFER_NOT_FOUND')).toEqualTypeOf<{ readonly OFFER_NOT_FOUND: 404 }>();
  });

  it('takes no code the tables lack', () => {
    // @ts-expect-error a typo of COMPANY_NOT_FOUND
    expect(() => errorsOf('COMPANY_NOT_FUOND')).not.toThrow();
  });
});

describe('an endpoint’s errors', () => {
  it('take known codes with their own statuses only', () => {
    defineEndpoint({ ...endpoint, errors: errorsOf('FORBIDDEN', 'COMPANY_NOT_FOUND') });
    // @ts-expect-error a code no table declares
    defineEndpoint({ ...endpoint, errors: { FORBIDDEN: 403, COMPANY_NOT_FUOND: 404 } });
    // @ts-expect-error a known code with another status than its table's
    defineEndpoint({ ...endpoint, errors: { COMPANY_NOT_FOUND: 409 } });
  });
});
