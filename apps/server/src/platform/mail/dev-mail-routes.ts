import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { isLocalRequest } from './is-local-request.ts';
import { type OutboxRow, outboxRepo } from './outbox.repo.ts';
import { escapeHtml } from './render-mail.ts';

const SHOWN = 50;

/**
 * The page's own policy: inline styles for itself and for the mails (a srcdoc frame inherits it), nothing else.
 * No script can run here, neither the page's nor one smuggled into a mail.
 */
const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—');

/** Links in a mail open in a new tab instead of inside the small frame. */
const withLinksInNewTab = (html: string) =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, '$&<base target="_blank">')
    : `<base target="_blank">${html}`;

/** The mail's links, taken from its plain-text part, so a verification or reset link is one click away. */
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

function renderLinks(text: string): string {
  const links = linksIn(text);
  if (links.length === 0) return '';
  const items = links.map((href) => `<li><a href="${escapeHtml(href)}" target="_blank">${escapeHtml(href)}</a></li>`);
  return `<p class="links-title">Links in this mail</p><ul class="links">${items.join('')}</ul>`;
}

function renderRow(row: OutboxRow): string {
  const facts: [string, string][] = [
    ['To', row.to_email],
    ['Kind', row.kind],
    ['Language', row.locale],
    ['Status', row.attempts > 0 ? `${row.status} (${row.attempts} failed attempts)` : row.status],
    ['Created', when(row.created_at)],
    ['Sent', when(row.sent_at)],
    ...(row.status === 'pending' && row.attempts > 0
      ? [['Next attempt', when(row.next_attempt_at)] as [string, string]]
      : []),
    ...(row.last_error ? [['Last error', row.last_error] as [string, string]] : []),
  ];
  return `<article>
<h2>#${row.id} · ${escapeHtml(row.subject)}</h2>
<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd class="${term === 'Status' ? `status ${escapeHtml(row.status)}` : ''}">${escapeHtml(value)}</dd>`).join('')}</dl>
${renderLinks(row.text)}
<iframe title="${escapeHtml(`HTML part of mail ${row.id}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" loading="lazy" srcdoc="${escapeHtml(withLinksInNewTab(row.html))}"></iframe>
<details><summary>Plain-text part</summary><pre>${escapeHtml(row.text)}</pre></details>
</article>`;
}

function renderPage(rows: OutboxRow[]): string {
  const list = rows.length > 0 ? rows.map(renderRow).join('\n') : '<p class="empty">The outbox is empty.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mail outbox · development</title>
<style>
body { margin: 0; padding: 24px; background: #f6f3ef; color: #1f2328; font: 15px/1.5 system-ui, sans-serif; }
header, article { max-width: 900px; margin: 0 auto 24px; }
h1 { margin: 0 0 4px; font-size: 24px; border-left: 6px solid #F28F3E; padding-left: 12px; }
header p { margin: 0; color: #59636e; }
article { background: #fff; border-radius: 12px; padding: 20px 24px; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
h2 { margin: 0 0 12px; font-size: 18px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 16px; font-size: 14px; }
dt { color: #59636e; }
dd { margin: 0; overflow-wrap: anywhere; }
.status.pending { color: #A6500F; font-weight: 600; }
.status.sent { color: #1a7f37; font-weight: 600; }
.status.failed { color: #cf222e; font-weight: 600; }
iframe { display: block; width: 100%; height: 640px; border: 1px solid #d0d7de; border-radius: 8px; background: #fff; }
details { margin-top: 12px; }
summary { cursor: pointer; color: #A6500F; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 12px; border-radius: 8px; font-size: 13px; }
.links-title { margin: 0 0 4px; font-size: 14px; color: #59636e; }
.links { margin: 0 0 16px; padding-left: 20px; font-size: 14px; overflow-wrap: anywhere; }
.links a { color: #A6500F; }
.empty { max-width: 900px; margin: 0 auto; color: #59636e; }
</style>
</head>
<body>
<header>
<h1>Mail outbox</h1>
<p>The latest ${SHOWN} mails, newest first. Without SMTP_URL nothing is sent and they wait here; this page answers
only on the machine the server runs on.</p>
</header>
<main>
${list}
</main>
</body>
</html>
`;
}

/**
 * The outbox in the browser, for a local run without SMTP: mails carry single-use links to other people's accounts,
 * so the caller registers these routes only when SMTP_URL is unset, and they answer only the machine itself
 * (`isLocalRequest`); to anyone else they do not exist. Hidden from the OpenAPI document.
 */
export function registerDevMailRoutes(app: FastifyInstance, db: Db) {
  const onlyLocal = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLocalRequest(request.raw)) return reply.callNotFound();
  };
  app.get('/dev/mail', { schema: { hide: true }, onRequest: onlyLocal }, async (_request, reply) => {
    const rows = await outboxRepo.listRecent(db, SHOWN);
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderPage(rows));
  });
  app.get('/api/dev/mail', { schema: { hide: true }, onRequest: onlyLocal }, async (_request, reply) => {
    const list = await outboxRepo.listRecent(db, SHOWN);
    return reply.header('cache-control', 'no-store').send({ data: { list } });
  });
}
