import { createRequire } from 'node:module';
import { LOCALES, type Locale } from '@hushwork/contract';
import { Marked, Renderer, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { TocRow } from '../content.schema.ts';

/** The part of highlight.js used here. */
type Highlighter = {
  registerLanguage(name: string, language: unknown): void;
  getLanguage(name: string): unknown;
  highlight(code: string, options: { language: string; ignoreIllegals: boolean }): { value: string };
};

// Loaded untyped: highlight.js's types pull the browser's DOM library into the server's type check, where its
// `Headers` and streams hide Node's.
// Loaded at the first render: a start whose content has not changed renders nothing.
let loaded: Highlighter | undefined;
function highlighter(): Highlighter {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const hljs = require('highlight.js/lib/core') as Highlighter;
  // The languages articles show code in; another one is shown plain, escaped.
  for (const name of ['bash', 'javascript', 'json', 'python', 'sql', 'typescript', 'yaml']) {
    hljs.registerLanguage(name, require(`highlight.js/lib/languages/${name}`));
  }
  loaded = hljs;
  return hljs;
}

export type RenderedMarkdown = { html: string; toc: TocRow[]; words: number };

/** A picture stored through the files platform, as an article's `![alt](images/<name>)` finds it. */
export type StoredPicture = { id: string; width: number; height: number };
export type RenderOptions = { pictures?: ReadonlyMap<string, StoredPicture> };

/** The only image address an article may hold: a picture of ours, served by the files platform. */
const OWN_IMAGE = /^\/api\/images\/[A-Za-z0-9_-]+$/;

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An anchor for a heading: its words in lower case joined by hyphens, letters of any script kept. */
export function anchorOf(text: string) {
  const anchor = text
    .toLocaleLowerCase()
    .normalize('NFKC')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return anchor || 'section';
}

/** A site path in the reader's language: `/blog/x` becomes `/uk/blog/x` on a Ukrainian page. */
function localisedHref(href: string, locale: Locale) {
  if (!href.startsWith('/') || href.startsWith('//') || locale === 'en') return href;
  if (OTHER_LOCALES.some((other) => href === `/${other}` || href.startsWith(`/${other}/`))) return href;
  return `/${locale}${href}`;
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'a',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    span: ['class'],
    code: ['class'],
    div: ['class', 'tabindex'],
    pre: ['tabindex'],
    th: ['align'],
    td: ['align'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedClasses: { span: [/^hljs-[\w-]+$/], code: ['hljs', /^language-[\w-]+$/], div: ['table-scroll'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  // Whatever reaches the sanitizer, a remote picture would tell another site who reads what, and a `data:` one
  // escapes the re-encoding uploads get: only our own stored pictures stay.
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
};

/** An article's HTML cut to what pages may show: the tags above, https and mail links, pictures of ours only. */
export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, SANITIZE);

/**
 * An article or page body, Markdown to HTML: headings get anchors (collected as the table of contents), code is
 * highlighted, tables scroll inside their box on a phone, links to the site take the page's language and links
 * elsewhere are marked, pictures beside the article (`pictures`, by their Markdown address) become our stored images,
 * and the result is sanitized whatever the source held (raw HTML is dropped).
 */
export function renderMarkdown(markdown: string, locale: Locale, { pictures }: RenderOptions = {}): RenderedMarkdown {
  const toc: TocRow[] = [];
  const taken = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} });
        const base = anchorOf(text);
        const seen = taken.get(base) ?? 0;
        taken.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        // The page's title is its only h1: a body's top level is h2.
        const level = Math.min(Math.max(depth, 2), 4);
        if (level <= 3) toc.push({ id, text, level });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        const language = lang?.trim().split(/\s+/)[0] ?? '';
        const hljs = highlighter();
        const body = hljs.getLanguage(language)
          ? hljs.highlight(text, { language, ignoreIllegals: true }).value
          : escapeHtml(text);
        // Focusable, so a keyboard can scroll a long line into view (WCAG 2.1.1).
        return `<pre tabindex="0"><code class="hljs${language ? ` language-${language}` : ''}">${body}</code></pre>\n`;
      },
      table(token: Tokens.Table) {
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = localisedHref(href, locale);
        const external = /^https?:/i.test(target);
        return `<a href="${escapeHtml(target)}"${external ? ' rel="nofollow noopener noreferrer"' : ''}>${inner}</a>`;
      },
      image({ href, text }: Tokens.Image) {
        const picture = pictures?.get(href);
        if (!picture) throw new Error(`picture "${href}" is not beside the article (images/<name>.png)`);
        if (!text.trim()) throw new Error(`picture "${href}" has no alt text: write what it shows in ![…](${href})`);
        return `<img src="/api/images/${picture.id}" alt="${escapeHtml(text)}" width="${picture.width}" height="${picture.height}" loading="lazy">`;
      },
      html() {
        return '';
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  const html = sanitizeArticleHtml(raw);
  const words = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).split(/\s+/).filter(Boolean).length;
  return { html, toc, words };
}
