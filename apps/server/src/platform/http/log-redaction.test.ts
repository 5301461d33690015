import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('log redaction', () => {
  it('keeps single-use tokens and OAuth codes out of logged URLs', () => {
    expect(redactUrl('/api/auth/email-verify/abcDEF123_-xyz')).toBe('/api/auth/email-verify/[redacted]');
    expect(redactUrl('/uk/new-password?token=secret123&x=1')).toBe('/uk/new-password?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/login-social?code=c0de&state=st4te')).toBe(
      '/login-social?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(redactUrl('/invite/AbCd12')).toBe('/invite/[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/cities?search=kyiv&limit=5')).toBe('/api/cities?search=kyiv&limit=5');
    expect(redactUrl('/de/privacy')).toBe('/de/privacy');
  });
});
