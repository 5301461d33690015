import { describe, expect, it } from 'vitest';
import { operationIdOf } from './endpoint.ts';

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
