import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorsOf } from './app-errors.ts';
import { defineEndpoint, endpointsOf, operationIdOf } from './endpoint.ts';

describe('operationIdOf', () => {
  it('names an operation by its method and path, parameters read as "by"', () => {
    expect(operationIdOf({ method: 'POST', path: '/api/auth/login' })).toBe('postAuthLogin');
    expect(operationIdOf({ method: 'GET', path: '/api/countries/{id}/cities' })).toBe('getCountriesByIdCities');
    expect(operationIdOf({ method: 'POST', path: '/api/auth/send-verification-email' })).toBe(
      'postAuthSendVerificationEmail',
    );
  });

  it('tells apart the same path under two methods', () => {
    expect(operationIdOf({ method: 'GET', path: '/api/profile' })).not.toBe(
      operationIdOf({ method: 'DELETE', path: '/api/profile' }),
    );
  });
});

describe('endpointsOf', () => {
  const endpoint = endpointsOf({ tags: ['things'], auth: 'required' });
  const call = { method: 'GET', path: '/api/things', summary: 'Things', response: z.object({}) } as const;

  it('makes the endpoint defineEndpoint makes when written out whole', () => {
    const own = endpoint({ ...call, errors: errorsOf('FORBIDDEN') });
    const whole = defineEndpoint({ ...call, tags: ['things'], auth: 'required', errors: errorsOf('FORBIDDEN') });
    expect(own).toEqual(whole);
    expectTypeOf(own).toEqualTypeOf<typeof whole>();
  });

  it("lets a call's own auth override the domain's", () => {
    const open = endpoint({ ...call, auth: 'none', errors: {} });
    expect(open.auth).toBe('none');
    expectTypeOf(open.auth).toEqualTypeOf<'none'>();
  });

  it('takes no code the tables lack', () => {
    // @ts-expect-error a code no table declares
    endpoint({ ...call, errors: { COMPANY_NOT_FUOND: 404 } });
  });
});
