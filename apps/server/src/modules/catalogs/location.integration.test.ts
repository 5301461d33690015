import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1', COUNTRY_HEADER: 'cf-ipcountry' });
});

describe('location behind a trusted proxy', () => {
  it('takes the country the proxy vouches for, Israel included', async () => {
    const response = await t.app.inject({
      url: '/api/location',
      headers: { 'cf-ipcountry': 'il', 'accept-language': 'ru-RU' },
    });
    expect(response.json().data).toEqual({ country_code: 'IL', source: 'proxy', is_special_country: true });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('falls back to the language region when the proxy does not know the country', async () => {
    const response = await t.app.inject({
      url: '/api/location',
      headers: { 'cf-ipcountry': 'XX', 'accept-language': 'pl-PL' },
    });
    expect(response.json().data).toMatchObject({ country_code: 'PL', source: 'accept-language' });
  });

  it('does not believe the header from an address that is not a trusted proxy', async () => {
    const response = await t.app.inject({
      url: '/api/location',
      remoteAddress: '203.0.113.9',
      headers: { 'cf-ipcountry': 'IL', 'accept-language': 'de-DE' },
    });
    expect(response.json().data.country_code).toBe('DE');
  });
});
