import { BRAND_COLOR, type Locale, PRODUCT_NAME } from '@hushwork/contract';
import type { Params } from '@hushwork/contract/i18n';
import { i18nOf } from '../i18n/server-i18n.ts';
import { type MailCatalog, type MailKind, type MailParams, type MailPart, mailBodyOf } from './mail-kinds.ts';

export type RenderedMail = { subject: string; html: string; text: string };

type Part = MailPart;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe for element content and quoted attribute values alike. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A link that is not an absolute http(s) URL is a bug in the caller; a `javascript:` href must never be mailed. */
export function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('mail link is not an absolute URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('mail link is not an http(s) URL');
  return link;
}

/**
 * A period as the catalog counts it: whole hours when it is some, else minutes. `t('Mail:validity', durationOf(s))`
 * reads `validity_hours_one`, `validity_minutes_few` …, so each language words the number in its sentence's own case
 * ("действительна 1 минуту", "za 2 minuty"), which a number formatted apart from the sentence cannot.
 */
export function durationOf(seconds: number): { count: number; context: 'hours' | 'minutes' } {
  if (seconds > 0 && seconds % 3600 === 0) return { count: seconds / 3600, context: 'hours' };
  return { count: Math.max(1, Math.ceil(seconds / 60)), context: 'minutes' };
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f2328';
const MUTED = '#59636e';
// The darker brand tone: the orange itself is too light for text on white.
const LINK = '#A6500F';
const PAGE_BG = '#f6f3ef';
const NOTICE_BG = '#fdf1e7';

function htmlPart(part: Part, linkFallback: string): string {
  switch (part.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px 0;">${escapeHtml(part.text)}</p>`;
    case 'notice':
      return `<p style="margin:0 0 16px 0;padding:12px 16px;background-color:${NOTICE_BG};border-left:4px solid ${BRAND_COLOR};border-radius:4px;">${escapeHtml(part.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px 0;font-size:14px;color:${MUTED};">${escapeHtml(part.text)}</p>`;
    case 'button': {
      const href = escapeHtml(part.href);
      // Dark text on the orange: white on #F28F3E fails contrast (2.4:1); #1f2328 on it reads at 6.6:1.
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;"><tr>',
        `<td style="border-radius:8px;background-color:${BRAND_COLOR};">`,
        `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1.25;color:${INK};text-decoration:none;border-radius:8px;">${escapeHtml(part.label)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 4px 0;font-size:13px;color:${MUTED};">${escapeHtml(linkFallback)}</p>`,
        `<p style="margin:0 0 16px 0;font-size:13px;word-break:break-all;"><a href="${href}" target="_blank" rel="noopener" style="color:${LINK};">${href}</a></p>`,
      ].join('');
    }
  }
}

function textPart(part: Part): string {
  // The link stands on its own line so that mail clients make it clickable and nothing sticks to it.
  return part.type === 'button' ? `${part.label}:\n${part.href}` : part.text;
}

type Frame = {
  locale: Locale;
  subject: string;
  preheader: string;
  greeting: string;
  parts: Part[];
  linkFallback: string;
  signOff: string;
  tagline: string;
  reason: string;
  automated: string;
};

function renderHtml(f: Frame): string {
  const body = f.parts.map((part) => htmlPart(part, f.linkFallback)).join('\n');
  return `<!doctype html>
<html lang="${f.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(f.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BG};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(f.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE_BG};">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 4px 16px 4px;font-family:${FONT};font-size:22px;font-weight:800;letter-spacing:-0.02em;color:${INK};">
<span style="display:inline-block;width:12px;height:12px;margin-right:8px;border-radius:6px;background-color:${BRAND_COLOR};"></span>${PRODUCT_NAME}
</td></tr>
<tr><td style="padding:32px;background-color:#ffffff;border-top:4px solid ${BRAND_COLOR};border-radius:12px;font-family:${FONT};font-size:16px;line-height:1.6;color:${INK};">
<h1 style="margin:0 0 20px 0;font-size:22px;line-height:1.3;font-weight:700;color:${INK};">${escapeHtml(f.subject)}</h1>
<p style="margin:0 0 16px 0;">${escapeHtml(f.greeting)}</p>
${body}
<p style="margin:24px 0 0 0;">${escapeHtml(f.signOff)}</p>
</td></tr>
<tr><td style="padding:20px 4px 0 4px;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">
<p style="margin:0 0 8px 0;"><strong style="color:${INK};">${PRODUCT_NAME}</strong> · ${escapeHtml(f.tagline)}</p>
<p style="margin:0 0 8px 0;">${escapeHtml(f.reason)}</p>
<p style="margin:0;">${escapeHtml(f.automated)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(f: Frame): string {
  return [
    f.greeting,
    ...f.parts.map(textPart),
    f.signOff,
    `-- \n${PRODUCT_NAME} · ${f.tagline}\n${f.reason}\n${f.automated}`,
  ].join('\n\n');
}

/**
 * Renders a mail in the recipient's language. Every value is escaped in the HTML part, so a name like
 * `<script>` arrives as text; the plain-text part carries each link alone on its line.
 */
export function renderMail<K extends MailKind>(
  mails: MailCatalog,
  kind: K,
  locale: Locale,
  params: MailParams<K>,
): RenderedMail {
  const i18n = i18nOf(locale);
  const kindT = i18n.getFixedT(locale, 'Mail', kind);
  const t = (key: string, values?: Params) => (key.includes(':') ? i18n.t(key, values) : kindT(key, values));
  const name = params.name.trim();
  const parts = mailBodyOf(mails, kind)(params, t, locale);
  // The subject, preheader and reason may name what the mail is about (`Join {{company}} on Hushwork`).
  const values = params as unknown as Params;
  const frame: Frame = {
    locale,
    subject: t('subject', values),
    preheader: t('preheader', values),
    greeting: name ? t('Mail:greeting', { name }) : t('Mail:greetingNoName'),
    parts,
    linkFallback: t('Mail:linkFallback'),
    signOff: t('Mail:signOff'),
    tagline: t('Mail:tagline'),
    reason: t('reason', values),
    automated: t('Mail:automated'),
  };
  return { subject: frame.subject, html: renderHtml(frame), text: renderText(frame) };
}
