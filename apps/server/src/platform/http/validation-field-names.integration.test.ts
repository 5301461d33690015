import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (extraKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: `{"email":"someone@example.com","password":"blue-Harbor-42",${JSON.stringify(extraKey)}:0}`,
  });

describe('a refused field whose name is also a property of every JavaScript object', () => {
  it('refuses __proto__ before it reaches any object, as a bad request', async () => {
    const response = await login('__proto__');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty'])('names the unknown field %s in a 422', async (name) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"someone@example.com","password":"blue-Harbor-42",${JSON.stringify(name)}:0}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'This field is not accepted',
      errors: { [name]: ['This field is not accepted'] },
    });
  });
});
