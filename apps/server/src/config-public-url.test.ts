import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { publicOriginOf } from './platform/http/public-origin.ts';

describe('PUBLIC_URL', () => {
  it('is required in production on PostgreSQL, naming the variable', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db.internal/hushwork',
      APP_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...env, PUBLIC_URL: 'https://hushwork.example' }).PUBLIC_URL).toBe('https://hushwork.example');
  });

  it('defaults to this server on localhost in the embedded mode, in production too', () => {
    expect(publicOriginOf(loadConfig({ NODE_ENV: 'production', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(publicOriginOf(loadConfig({}))).toBe('http://localhost:3000');
  });

  it('names an origin: a trailing slash or path is dropped, a scheme other than http(s) refused', () => {
    expect(publicOriginOf(loadConfig({ PUBLIC_URL: 'https://hushwork.example/' }))).toBe('https://hushwork.example');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://hushwork.example' })).toThrow(/PUBLIC_URL/);
  });
});
