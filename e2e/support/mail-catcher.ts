// A real SMTP server for the browser suite: the app sends its mail here, and tests read what arrived over HTTP
// (GET /messages?to=…). It speaks SMTP over a socket like any mail server; nothing is faked in the app.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports.ts';

type Message = { to: string[]; subject: string; text: string; received_at: number };
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

/** Headers and the text/plain part of a nodemailer message: enough for a test to read a link. */
function parse(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeEncodedWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1]?.replace(/\?=\s+=\?/g, '?==?') ?? '');
  const body = rest.join('\n\n');
  const plain = /content-type:\s*text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--)/i.exec(body)?.[1] ?? body;
  const isBase64 =
    /content-transfer-encoding:\s*base64[\s\S]*?text\/plain|text\/plain[\s\S]*?content-transfer-encoding:\s*base64/i.test(
      body,
    );
  const text = isBase64
    ? Buffer.from(plain.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeQuotedPrintable(plain);
  return { subject, text };
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
