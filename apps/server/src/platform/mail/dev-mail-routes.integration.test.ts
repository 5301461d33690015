import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createTestClock } from '../clock.ts';
import { enqueueMail } from './enqueue-mail.ts';

const LINK = 'http://localhost:3000/email-verify?token=abcdefghijklmnopqrstuvwxyz012345';

describe('the local mailbox without SMTP', async () => {
  const { app, database, registry } = await createTestApp();
  await enqueueMail(
    database.db,
    { to: 'newcomer@example.test', locale: 'en', kind: 'verify_email', params: { name: 'New', link: LINK } },
    { mails: registry.mails, clock: createTestClock(new Date()) },
  );

  it('shows the mails to a browser on this machine, with their links clickable', async () => {
    const page = await app.inject({
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('newcomer@example.test');
    expect(page.body).toContain(`<a href="${LINK}" target="_blank">`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers over IPv6 loopback and to the JSON reader too', async () => {
    const json = await app.inject({ url: '/api/dev/mail', remoteAddress: '::1', headers: { host: '[::1]:3000' } });
    expect(json.statusCode).toBe(200);
    expect(json.json().data.list[0]).toMatchObject({ to_email: 'newcomer@example.test' });
  });

  it('does not exist for another machine', async () => {
    for (const url of ['/dev/mail', '/api/dev/mail']) {
      const response = await app.inject({ url, remoteAddress: '203.0.113.7', headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('newcomer@example.test');
    }
  });

  it('ignores a forged X-Forwarded-For claiming to be local', async () => {
    const response = await app.inject({
      url: '/dev/mail',
      remoteAddress: '203.0.113.7',
      headers: { host: 'localhost:3000', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a request relayed by a proxy on this machine', async () => {
    const response = await app.inject({
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.4' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a local browser sent by another site under its own name (DNS rebinding)', async () => {
    const response = await app.inject({
      url: '/dev/mail',
      remoteAddress: '127.0.0.1',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the local mailbox with SMTP configured', async () => {
  const { app } = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });

  it('does not exist even on this machine', async () => {
    for (const url of ['/dev/mail', '/api/dev/mail']) {
      const response = await app.inject({ url, remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } });
      expect(response.statusCode).toBe(404);
    }
  });
});
