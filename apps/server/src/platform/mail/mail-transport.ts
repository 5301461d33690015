import { createTransport } from 'nodemailer';

type OutgoingMessage = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** What the outbox worker needs from a mail service; tests and other providers implement the same one method. */
export type MailTransport = { send(message: OutgoingMessage): Promise<void> };

/**
 * Sends over SMTP to SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for implicit TLS; `smtp://` upgrades with
 * STARTTLS when the server offers it). One connection per message: account mail is rare, and no idle socket
 * outlives a send.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    // Nodemailer's defaults wait up to 10 minutes on a silent server; a pass must not hang that long.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // Our bodies are strings we rendered; never let a message field read a local file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}
