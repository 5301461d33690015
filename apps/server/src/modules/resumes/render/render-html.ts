import { resumeWebFont } from './resume-fonts.ts';
import {
  entrySectionsOf,
  type RenderInput,
  type ResumeEntry,
  type ResumeSkillView,
  type ResumeView,
  resumeViewOf,
} from './resume-view.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Every value placed in the page goes through this: the document is the owner's free text. */
const esc = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

const paragraphs = (texts: string[]) => texts.map((text) => `<p>${esc(text)}</p>`).join('');

function entryHtml(entry: ResumeEntry): string {
  const heading = entry.title || entry.subtitle;
  const subtitle = entry.title && entry.subtitle ? `<p class="sub">${esc(entry.subtitle)}</p>` : '';
  const period = entry.period ? `<p class="period">${esc(entry.period)}</p>` : '';
  return `<article class="entry"><div class="entry-head"><h3>${esc(heading)}</h3>${period}</div>${subtitle}${paragraphs(entry.paragraphs)}</article>`;
}

function levelHtml(item: ResumeSkillView): string {
  if (item.level) {
    const dots = '●'.repeat(item.level) + '○'.repeat(5 - item.level);
    return ` <span class="dots" role="img" aria-label="${esc(item.levelText)}">${dots}</span>`;
  }
  return item.levelText ? ` <span class="level">${esc(item.levelText)}</span>` : '';
}

const section = (key: string, title: string, body: string) =>
  `<section class="${key}"><h2>${esc(title)}</h2>${body}</section>`;

const listSection = (key: string, title: string, items: ResumeSkillView[]) =>
  items.length
    ? section(key, title, `<ul>${items.map((item) => `<li>${esc(item.name)}${levelHtml(item)}</li>`).join('')}</ul>`)
    : '';

function contactsHtml(view: ResumeView): string {
  const items = view.contacts.map((contact) =>
    contact.href ? `<li><a href="${esc(contact.href)}">${esc(contact.text)}</a></li>` : `<li>${esc(contact.text)}</li>`,
  );
  return items.length ? `<ul class="contacts">${items.join('')}</ul>` : '';
}

const linksHtml = (view: ResumeView) =>
  view.links.length
    ? section(
        'links',
        view.words.links,
        `<ul>${view.links.map((link) => `<li><a href="${esc(link.url)}" rel="nofollow noopener">${esc(link.label)}</a></li>`).join('')}</ul>`,
      )
    : '';

function identityHtml(view: ResumeView): string {
  const photo = view.photo ? `<img class="photo" src="${esc(view.photo)}" alt="${esc(view.photoAlt)}">` : '';
  const name = `<h1>${esc(view.name || view.position || view.words.resume)}</h1>`;
  const position = view.name && view.position ? `<p class="position">${esc(view.position)}</p>` : '';
  const details = view.positionDetails.length
    ? `<p class="details">${view.positionDetails.map(esc).join(' · ')}</p>`
    : '';
  return `${photo}<div class="identity">${name}${position}${details}</div>`;
}

function mainSectionsHtml(view: ResumeView): string {
  const summary = view.summary.length ? section('summary', view.words.summary, paragraphs(view.summary)) : '';
  const entries = entrySectionsOf(view)
    .map(({ key, title, entries: list }) => section(key, title, list.map(entryHtml).join('')))
    .join('');
  return summary + entries;
}

const sideSectionsHtml = (view: ResumeView) =>
  listSection('skills', view.words.skills, view.skills) +
  listSection('languages', view.words.languages, view.languages) +
  linksHtml(view);

function bodyHtml(view: ResumeView): string {
  if (view.layout === 'sidebar') {
    const contacts = view.contacts.length ? section('contacts', view.words.contacts, contactsHtml(view)) : '';
    return `<div class="resume sidebar"><aside>${identityHtml(view)}${contacts}${sideSectionsHtml(view)}</aside><main>${mainSectionsHtml(view)}</main></div>`;
  }
  const head = `<header>${identityHtml(view)}${contactsHtml(view)}</header>`;
  return `<div class="resume ${view.layout}">${head}<main>${mainSectionsHtml(view)}${sideSectionsHtml(view)}</main></div>`;
}

function cssOf(view: ResumeView, family: string): string {
  const size = view.fontSize;
  const base = `
*{box-sizing:border-box}
html{background:#eef0f3}
body{margin:0;font-family:${family};font-size:${size}pt;line-height:1.45;color:#1F2430}
.resume{max-width:210mm;min-height:297mm;margin:0 auto;background:#fff}
h1{font-size:${size * 2.1}pt;line-height:1.15;margin:0}
h2{font-size:${size * 1.3}pt;margin:0 0 .5em;color:${view.inkColor}}
h3{font-size:${size * 1.05}pt;margin:0}
p{margin:0 0 .35em}
ul{margin:0;padding:0;list-style:none}
li{margin:0 0 .25em}
a{color:inherit}
section{margin:0 0 1.4em}
.entry{margin:0 0 1em;break-inside:avoid-page}
.entry-head{display:flex;justify-content:space-between;gap:1em;align-items:baseline}
.period{white-space:nowrap;color:#4A5260;margin:0}
.sub{font-weight:700;color:#4A5260}
.position{font-size:${size * 1.3}pt;margin-top:.2em}
.details{opacity:.9}
.photo{width:32mm;height:32mm;border-radius:50%;object-fit:cover;display:block;margin:0 0 1em}
.dots{letter-spacing:.1em;white-space:nowrap}
.level{opacity:.85}
.contacts li{overflow-wrap:anywhere}
@page{size:A4;margin:0}
@media print{html{background:#fff}.resume{max-width:none;min-height:0}}`;
  const layouts: Record<ResumeView['layout'], string> = {
    sidebar: `
.sidebar{display:grid;grid-template-columns:34% 1fr}
aside{background:${view.color};color:${view.onColor};padding:12mm 7mm}
aside h2{color:${view.onColor}}
aside .identity{margin:0 0 2em}
main{padding:12mm 10mm}`,
    header: `
header{background:${view.color};color:${view.onColor};padding:12mm 14mm;display:flex;gap:8mm;align-items:center;flex-wrap:wrap}
header .photo{margin:0}
header .identity{flex:1 1 60%}
header .contacts{flex-basis:100%;display:flex;flex-wrap:wrap;gap:.3em 1.5em}
main{padding:10mm 14mm}`,
    line: `
header{padding:14mm 14mm 4mm;display:flex;gap:8mm;align-items:center;flex-wrap:wrap;border-bottom:3px solid ${view.color}}
header .photo{margin:0}
header .identity{flex:1 1 60%}
header .contacts{flex-basis:100%;display:flex;flex-wrap:wrap;gap:.3em 1.5em}
h2{border-bottom:1px solid ${view.color};padding-bottom:.2em;text-transform:uppercase;letter-spacing:.05em}
main{padding:8mm 14mm}`,
    single: `
header{padding:14mm 14mm 2mm;display:flex;gap:8mm;align-items:center;flex-wrap:wrap}
header .photo{margin:0}
header .identity{flex:1 1 60%}
header h1{color:${view.inkColor}}
header .contacts{flex-basis:100%;display:flex;flex-wrap:wrap;gap:.3em 1.5em}
main{padding:6mm 14mm}`,
  };
  // A phone reading /cv/{id} (the preview's frame is a page wide): one column, narrower margins, dates under titles.
  const narrow = `
@media screen and (max-width:600px){.sidebar{grid-template-columns:1fr}aside,header,main{padding:7mm 6mm}
.entry-head{flex-wrap:wrap;gap:0 1em}}`;
  return base + layouts[view.layout] + narrow;
}

/**
 * The resume as a whole HTML page: the preview, the public `/cv/{id}` page and the mailings show it. No script, one
 * inline style (the page CSP allows inline styles, never scripts); the fonts come from the web's `/resume-fonts/`.
 */
export function renderResumeHtml(input: RenderInput, options: { title?: string } = {}): string {
  const view = resumeViewOf(input);
  const font = resumeWebFont(view.font);
  const title = options.title ?? ([view.name, view.position].filter(Boolean).join(' — ') || view.words.resume);
  return `<!doctype html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
${font.css}
${cssOf(view, font.family)}
</style>
</head>
<body>
${bodyHtml(view)}
</body>
</html>
`;
}
