import type { AddressInfo } from 'node:net';
import { MAIL_RETENTION } from '@hushwork/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { testRegistry } from '../../test/test-registry.ts';
import { createTestClock, type TestClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { registerOpenApi } from '../http/openapi.ts';
import { translate } from '../i18n/server-i18n.ts';
import { registerDevMailRoutes } from './dev-mail-routes.ts';
import { enqueueMail } from './enqueue-mail.ts';
import type { MailAttachmentSource } from './mail-attachments.ts';
import { createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { mail_outbox } from './outbox.schema.ts';
import { type OutboxWorker, retryDelayMs, startOutboxWorker } from './outbox-worker.ts';

const FROM = 'Hushwork <no-reply@hushwork.test>';
// The app's own mail kinds, as a running server has them (the registry of the list of modules).
const { mails } = testRegistry;

// --- A real SMTP server on a free local port, keeping what it receives. ---------------------------------------

type Received = { mailFrom: string; rcptTo: string[]; raw: string };

async function startSmtpServer() {
  const received: Received[] = [];
  let rejectNext = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next `count` messages get a temporary 451 reply to their DATA. */
    rejectNextData(count = 1) {
      rejectNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// --- Just enough MIME to read what nodemailer wrote: headers, encoded words, multipart, quoted-printable. ----

const quotedPrintableBytes = (text: string) => {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
};

const decodeHeader = (value: string) =>
  value.replace(/(=\?[^?]+\?[bq]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?[^?]+\?([bq])\?([^?]*)\?=/gi)].map(([, encoding, data = '']) =>
        encoding!.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : quotedPrintableBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );

function splitEntity(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Record<string, string>, body: string) {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintableBytes(body).toString('utf8');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function parseMail(raw: string) {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitEntity(chunk.replace(/^\r\n/, ''));
      const type = (part.headers['content-type'] ?? '').split(';')[0]!.trim();
      parts[type] = decodeBody(part.headers, part.body.replace(/\r\n$/, ''));
    }
  }
  return {
    to: headers.to ?? '',
    from: decodeHeader(headers.from ?? ''),
    subject: decodeHeader(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

/** The files a mail carries: every part with a file name, its base64 body decoded, at whatever depth. */
function attachmentsOf(raw: string) {
  const files: { filename: string; type: string; bytes: Buffer }[] = [];
  for (const chunk of raw.split(/\r\n--[^\r\n]+/)) {
    const part = chunk.replace(/^\r\n/, '');
    if (!part.includes('\r\n\r\n')) continue;
    const { headers, body } = splitEntity(part);
    const filename = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1];
    if (!filename) continue;
    const type = (headers['content-type'] ?? '').split(';')[0]!.trim();
    files.push({ filename, type, bytes: Buffer.from(body.replace(/\s+/g, ''), 'base64') });
  }
  return files;
}

// --- The tests. -----------------------------------------------------------------------------------------------

let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let clock: TestClock;
let worker: OutboxWorker | undefined;
const logs: { level: string; details: Record<string, unknown>; message: string }[] = [];

const logger = {
  info: (details: Record<string, unknown>, message: string) => logs.push({ level: 'info', details, message }),
  warn: (details: Record<string, unknown>, message: string) => logs.push({ level: 'warn', details, message }),
  error: (details: Record<string, unknown>, message: string) => logs.push({ level: 'error', details, message }),
};

const start = (
  transport: MailTransport | null,
  options: { maxAttempts?: number; attachments?: readonly MailAttachmentSource[] } = {},
) => {
  worker = startOutboxWorker({ db, transport, from: FROM, clock, logger, ...options });
  return worker;
};

const rowOf = async (id: number) => {
  const [row] = await db.select().from(mail_outbox).where(eq(mail_outbox.id, id));
  return row!;
};

const VERIFY_LINK = 'https://hushwork.test/verify-email?token=t0k3n-anna&lang=en';
const RESET_LINK = 'https://hushwork.test/de/reset-password?token=t0k3n-bernd';

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

beforeEach(async () => {
  await db.delete(mail_outbox);
  smtp.received.length = 0;
  logs.length = 0;
  clock = createTestClock();
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});

describe('mail outbox', () => {
  it('sends each mail over SMTP in its recipient’s language', async () => {
    const anna = await enqueueMail(
      db,
      { to: 'anna@example.test', locale: 'en', kind: 'verify_email', params: { name: 'Anna', link: VERIFY_LINK } },
      { mails, clock },
    );
    const bernd = await enqueueMail(
      db,
      { to: 'bernd@example.test', locale: 'de', kind: 'reset_password', params: { name: 'Bernd', link: RESET_LINK } },
      { mails, clock },
    );

    await start(createSmtpTransport(smtp.url)).drain();

    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received.map((message) => ({ ...message, mail: parseMail(message.raw) }));
    expect(first!.rcptTo).toEqual(['anna@example.test']);
    expect(first!.mailFrom).toBe('no-reply@hushwork.test');
    expect(first!.mail.to).toContain('anna@example.test');
    expect(first!.mail.from).toBe(FROM);
    expect(first!.mail.subject).toBe('Confirm your email address');
    expect(first!.mail.text.split(/\r?\n/)).toContain(VERIFY_LINK);
    expect(first!.mail.html).toContain(`href="${VERIFY_LINK.replace('&', '&amp;')}"`);

    expect(second!.rcptTo).toEqual(['bernd@example.test']);
    expect(second!.mail.subject).toBe(translate('de', 'Mail:reset_password.subject'));
    expect(second!.mail.subject).toBe('Passwort zurücksetzen');
    expect(second!.mail.text).toContain('Hallo Bernd,');
    expect(second!.mail.text.split(/\r?\n/)).toContain(RESET_LINK);
    expect(second!.mail.html).toContain(RESET_LINK);

    for (const { id } of [anna, bernd]) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 0, last_error: null });
      expect(row.sent_at).toEqual(clock.now());
    }
    // Logs say what happened without the address or the single-use link.
    const logged = JSON.stringify(logs);
    expect(logged).toContain('mail sent');
    expect(logged).not.toMatch(/anna@|bernd@|t0k3n/);
  });

  it('names the address a reply goes to when the mail has one, and none otherwise', async () => {
    await enqueueMail(
      db,
      {
        to: 'desk@example.test',
        locale: 'en',
        kind: 'verify_email',
        params: { name: '', link: VERIFY_LINK },
        replyTo: 'visitor@example.test',
      },
      { mails, clock },
    );
    await enqueueMail(
      db,
      { to: 'plain@example.test', locale: 'en', kind: 'verify_email', params: { name: '', link: VERIFY_LINK } },
      { mails, clock },
    );
    await start(createSmtpTransport(smtp.url)).drain();
    const raw = (to: string) => smtp.received.find((message) => message.rcptTo.includes(to))!.raw;
    expect(raw('desk@example.test')).toMatch(/^Reply-To: visitor@example\.test\r?$/im);
    expect(raw('plain@example.test')).not.toMatch(/^Reply-To:/im);
  });

  it('carries the file its module makes when the mail leaves, and goes without it when the thing is gone', async () => {
    const made: string[] = [];
    const files: MailAttachmentSource = {
      kind: 'test_file',
      async load(_db, ref) {
        made.push(ref);
        return ref === 'gone'
          ? null
          : { content: Buffer.from(`%PDF-1.7 file ${ref}\n\u0000\u00ff`), contentType: 'application/pdf' };
      },
    };
    const mail = (to: string, ref: string) =>
      enqueueMail(
        db,
        {
          to,
          locale: 'en',
          kind: 'verify_email',
          params: { name: 'Anna', link: VERIFY_LINK },
          attachment: { kind: 'test_file', ref, filename: 'Senior_Engineer.pdf' },
        },
        { mails, clock },
      );
    await mail('with@example.test', 'r-1');
    await mail('without@example.test', 'gone');
    // Nothing is made before the mail leaves: a queued mail names its file.
    expect(made).toEqual([]);

    await start(createSmtpTransport(smtp.url), { attachments: [files] }).drain();

    expect(made).toEqual(['r-1', 'gone']);
    const byRecipient = new Map(smtp.received.map((message) => [message.rcptTo[0], message.raw]));
    expect(attachmentsOf(byRecipient.get('with@example.test')!)).toEqual([
      {
        filename: 'Senior_Engineer.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7 file r-1\n\u0000\u00ff'),
      },
    ]);
    expect(attachmentsOf(byRecipient.get('without@example.test')!)).toEqual([]);
    expect(byRecipient.get('without@example.test')).toContain('Confirm your email address');
    expect(JSON.stringify(logs)).toContain('attachment gone; sent without');
  });

  it('retries a mail whose file no module makes, rather than sending it bare', async () => {
    const { id } = await enqueueMail(
      db,
      {
        to: 'anna@example.test',
        locale: 'en',
        kind: 'verify_email',
        params: { name: 'Anna', link: VERIFY_LINK },
        attachment: { kind: 'unknown_file', ref: '1', filename: 'x.pdf' },
      },
      { mails, clock },
    );
    await start(createSmtpTransport(smtp.url)).drain();
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(id)).last_error).toContain('unknown_file');
  });

  it('keeps no body once a mail is sent or given up on, only what an audit needs; pending mail keeps its body', async () => {
    const sent = await enqueueMail(
      db,
      { to: 'ines@example.test', locale: 'en', kind: 'verify_email', params: { name: 'Ines', link: VERIFY_LINK } },
      { mails, clock },
    );
    const outbox = start(createSmtpTransport(smtp.url), { maxAttempts: 1 });
    await outbox.drain();
    smtp.rejectNextData(1);
    const failed = await enqueueMail(
      db,
      { to: 'jan@example.test', locale: 'pl', kind: 'reset_password', params: { name: 'Jan', link: RESET_LINK } },
      { mails, clock },
    );
    await outbox.drain();
    await outbox.stop();
    // Without a transport (local development) nothing is sent, so the body stays readable at /dev/mail.
    const pending = await enqueueMail(
      db,
      { to: 'kai@example.test', locale: 'de', kind: 'verify_email', params: { name: 'Kai', link: VERIFY_LINK } },
      { mails, clock },
    );
    await start(null).drain();

    expect(parseMail(smtp.received[0]!.raw).text.split(/\r?\n/)).toContain(VERIFY_LINK);
    expect(await rowOf(sent.id)).toMatchObject({
      to_email: 'ines@example.test',
      kind: 'verify_email',
      locale: 'en',
      subject: 'Confirm your email address',
      status: 'sent',
      sent_at: clock.now(),
      html: '',
      text: '',
    });
    expect(await rowOf(failed.id)).toMatchObject({
      to_email: 'jan@example.test',
      status: 'failed',
      html: '',
      text: '',
    });
    expect((await rowOf(failed.id)).last_error).toContain('451');
    const rows = await db.select().from(mail_outbox);
    expect(JSON.stringify(rows.filter((row) => row.id !== pending.id))).not.toMatch(/t0k3n/);
    expect((await rowOf(pending.id)).text).toContain(VERIFY_LINK);
  });

  it('keeps a mail the server refused for now and sends it after the backoff', async () => {
    smtp.rejectNextData(1);
    const { id } = await enqueueMail(
      db,
      { to: 'carla@example.test', locale: 'pl', kind: 'password_changed', params: { name: 'Carla' } },
      { mails, clock },
    );
    const outbox = start(createSmtpTransport(smtp.url));

    await outbox.drain();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(failed.last_error).toContain('451');
    expect(failed.next_attempt_at).toEqual(new Date(clock.now().getTime() + retryDelayMs(1)));
    expect(smtp.received).toHaveLength(0);

    // Not due yet: a pass right away leaves it alone.
    clock.advance(retryDelayMs(1) - 1000);
    await outbox.drain();
    expect(smtp.received).toHaveLength(0);

    clock.advance(1000);
    await outbox.drain();
    expect(smtp.received).toHaveLength(1);
    expect(parseMail(smtp.received[0]!.raw).subject).toBe(translate('pl', 'Mail:password_changed.subject'));
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(logs.some((entry) => entry.level === 'warn' && entry.details.mailId === id)).toBe(true);
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    smtp.rejectNextData(10);
    const { id } = await enqueueMail(
      db,
      { to: 'dana@example.test', locale: 'ru', kind: 'account_deleted', params: { name: 'Dana' } },
      { mails, clock },
    );
    const outbox = start(createSmtpTransport(smtp.url), { maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await outbox.drain();
      clock.advance(retryDelayMs(attempt));
    }
    await outbox.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(smtp.received).toHaveLength(0);
    expect(logs.filter((entry) => entry.level === 'error').map((entry) => entry.message)).toEqual([
      'mail failed for good',
    ]);
    smtp.rejectNextData(0);
  });

  it('deletes sent mail after a week and failed mail after a month, never pending mail', async () => {
    const mail = (to: string) =>
      enqueueMail(db, { to, locale: 'en', kind: 'password_changed', params: { name: 'Ola' } }, { mails, clock });
    const sent = await mail('sent@example.test');
    const outbox = start(createSmtpTransport(smtp.url), { maxAttempts: 1 });
    await outbox.drain();
    smtp.rejectNextData(1);
    const failed = await mail('failed@example.test');
    await outbox.drain();
    const pending = await mail('pending@example.test');
    expect([(await rowOf(sent.id)).status, (await rowOf(failed.id)).status]).toEqual(['sent', 'failed']);

    clock.advance(MAIL_RETENTION.sentS * 1000 - 60_000);
    expect(await outbox.prune()).toBe(0);
    clock.advance(120_000);
    expect(await outbox.prune()).toBe(1);
    const left = async () => (await db.select({ id: mail_outbox.id }).from(mail_outbox)).map((row) => row.id).sort();
    expect(await left()).toEqual([failed.id, pending.id].sort());

    clock.advance((MAIL_RETENTION.failedS - MAIL_RETENTION.sentS) * 1000);
    expect(await outbox.prune()).toBe(1);
    expect(await left()).toEqual([pending.id]);
    expect(logs.filter((entry) => entry.message === 'old mail pruned from the outbox')).toHaveLength(2);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('sends nothing without a transport: mail stays pending in the outbox', async () => {
    const { id } = await enqueueMail(
      db,
      { to: 'emil@example.test', locale: 'uk', kind: 'verify_email', params: { name: 'Еміль', link: VERIFY_LINK } },
      { mails, clock },
    );
    const outbox = start(null);
    outbox.kick();
    await outbox.drain();
    await outbox.stop();
    expect(smtp.received).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
  });

  it('sends after kick() without waiting for the next poll', async () => {
    const outbox = start(createSmtpTransport(smtp.url));
    await enqueueMail(
      db,
      { to: 'fritz@example.test', locale: 'de', kind: 'password_changed', params: { name: 'Fritz' } },
      { mails, clock },
    );
    outbox.kick();
    await vi.waitFor(() => expect(smtp.received.map((message) => message.rcptTo)).toEqual([['fritz@example.test']]));
  });

  it('hands the job queue a minute pass that sends mail come due, and an hourly prune', async () => {
    smtp.rejectNextData(1);
    const { id } = await enqueueMail(
      db,
      { to: 'hana@example.test', locale: 'en', kind: 'password_changed', params: { name: 'Hana' } },
      { mails, clock },
    );
    const outbox = start(createSmtpTransport(smtp.url));
    await outbox.drain();
    expect(outbox.jobs.map(({ name, everyMs }) => ({ name, everyMs }))).toEqual([
      { name: 'mail-outbox-pass', everyMs: 60_000 },
      { name: 'mail-outbox-prune', everyMs: MAIL_RETENTION.pruneIntervalS * 1000 },
    ]);
    const [pass, prune] = outbox.jobs;
    const context = { clock } as unknown as Parameters<NonNullable<typeof pass>['run']>[0];

    clock.advance(retryDelayMs(1));
    await pass!.run(context);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    clock.advance(MAIL_RETENTION.sentS * 1000 + 1000);
    await prune!.run(context);
    expect(await db.select().from(mail_outbox)).toEqual([]);
  });

  it('writes mail together with the change: a rolled-back transaction leaves no mail', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          { to: 'gone@example.test', locale: 'en', kind: 'account_deleted', params: { name: 'Gone' } },
          { mails, clock },
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        { to: 'kept@example.test', locale: 'en', kind: 'account_deleted', params: { name: 'Kept' } },
        { mails, clock },
      );
    });
    const rows = await db.select({ to_email: mail_outbox.to_email }).from(mail_outbox);
    expect(rows).toEqual([{ to_email: 'kept@example.test' }]);
  });
});

describe('development outbox page', () => {
  it('lists mails with escaped values, the HTML in a sandboxed frame, and stays out of the API document', async () => {
    await enqueueMail(
      db,
      {
        to: 'hacker@example.test',
        locale: 'en',
        kind: 'verify_email',
        params: { name: '<script>alert(1)</script>', link: VERIFY_LINK },
      },
      { mails, clock },
    );
    const app = Fastify();
    await registerOpenApi(app);
    registerDevMailRoutes(app, db);
    await app.ready();
    try {
      const page = await app.inject({ method: 'GET', url: '/dev/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).not.toMatch(/<script/i);
      expect(page.body).toContain('hacker@example.test');
      expect(page.body).toContain('<iframe title="HTML part of mail');
      expect(page.body).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
      expect(page.body).toContain('Confirm your email address');

      const json = await app.inject({ method: 'GET', url: '/api/dev/mail' });
      const { list } = json.json().data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ to_email: 'hacker@example.test', kind: 'verify_email', status: 'pending' });

      const paths = Object.keys((app.swagger() as { paths?: Record<string, unknown> }).paths ?? {});
      expect(paths.filter((path) => path.includes('dev'))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
