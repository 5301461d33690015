// A real SMTP server for the browser suite: the app sends its mail here, and tests read what arrived over HTTP
// (GET /messages?to=…). It speaks SMTP over a socket like any mail server; nothing is faked in the app.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports.ts';

type Attachment = { filename: string; type: string };
type Message = { to: string[]; subject: string; text: string; attachments: Attachment[]; received_at: number };
const messages: Message[] = [];
const SMTP_PORT = MAIL_SMTP_PORT;
const HTTP_PORT = MAIL_HTTP_PORT;

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeEncodedWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** A message's MIME parts, each split into its unfolded head and its body (a single-part message is one part). */
const partsOf = (raw: string) =>
  raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const blank = part.search(/\r?\n\r?\n/);
    const head = (blank < 0 ? part : part.slice(0, blank)).replace(/\r?\n[ \t]+/g, ' ');
    return { head, body: blank < 0 ? '' : part.slice(blank).replace(/^\r?\n\r?\n/, '') };
  });

/** The files a message carries: each part with a file name, by name and type. */
const attachmentsOf = (raw: string): Attachment[] =>
  partsOf(raw).flatMap(({ head }) => {
    const filename = /^content-disposition:\s*attachment;.*filename="?([^";]+)"?/im.exec(head)?.[1];
    const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1];
    return filename && type ? [{ filename: decodeEncodedWords(filename), type: type.toLowerCase() }] : [];
  });

/**
 * Subject, text and files of a nodemailer message: enough for a test to read a link. The text is the text/plain
 * part, decoded by its own transfer encoding (an attachment's base64 is another part's).
 */
function parse(raw: string): { subject: string; text: string; attachments: Attachment[] } {
  const parts = partsOf(raw);
  const subject = decodeEncodedWords(
    /^subject:\s*(.*)$/im.exec(parts[0]?.head ?? '')?.[1]?.replace(/\?=\s+=\?/g, '?==?') ?? '',
  );
  const plain = parts.find(({ head }) => /^content-type:\s*text\/plain/im.test(head)) ?? parts[0];
  const body = plain?.body ?? '';
  const text = /^content-transfer-encoding:\s*base64/im.test(plain?.head ?? '')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeQuotedPrintable(body);
  return { subject, text, attachments: attachmentsOf(raw) };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      messages.push({ to, ...parse(Buffer.concat(chunks).toString('utf8')), received_at: Date.now() });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return response.end('{"ok":true}');
  const to = url.searchParams.get('to')?.toLowerCase();
  response.end(JSON.stringify(to ? messages.filter((m) => m.to.includes(to)) : messages));
}).listen(HTTP_PORT, '127.0.0.1');
