import { entrySectionsOf, type RenderInput, type ResumeEntry, type ResumeView, resumeViewOf } from './resume-view.ts';

const WIDTH = 80;
const INDENT = '  ';

/** Lengths in code points, not UTF-16 units: a line of Cyrillic or accented text is as wide as it looks. */
const lengthOf = (text: string) => [...text].length;

/** Words filled into lines of at most `width`; a word longer than a line is cut, never let through. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (lengthOf(rest) > width) {
      if (line) lines.push(line);
      line = '';
      lines.push([...rest].slice(0, width).join(''));
      rest = [...rest].slice(width).join('');
    }
    if (!rest) continue;
    if (!line) line = rest;
    else if (lengthOf(line) + 1 + lengthOf(rest) <= width) line = `${line} ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const underlined = (title: string, mark: string) => [title, mark.repeat(lengthOf(title))];

/** The entry's title on the left and its dates flush right on the first line, as a printed CV sets them. */
function entryLines(entry: ResumeEntry): string[] {
  const period = entry.period;
  const titleWidth = period ? WIDTH - lengthOf(period) - 2 : WIDTH;
  const titleLines = wrapText(entry.title || entry.subtitle, titleWidth);
  const first = titleLines[0] ?? '';
  const lines = [
    period ? `${first}${' '.repeat(WIDTH - lengthOf(first) - lengthOf(period))}${period}` : first,
    ...titleLines.slice(1),
  ];
  if (entry.title && entry.subtitle) lines.push(...wrapText(entry.subtitle, WIDTH));
  for (const paragraph of entry.paragraphs) {
    lines.push(...wrapText(paragraph, WIDTH - INDENT.length).map((line) => INDENT + line));
  }
  return lines;
}

function section(title: string, body: string[]): string[] {
  return ['', ...underlined(title, '-'), ...body];
}

const listed = (items: string[]) =>
  items.flatMap((item) => wrapText(item, WIDTH - 2).map((line, index) => (index === 0 ? `- ${line}` : `  ${line}`)));

function txtOf(view: ResumeView): string {
  const lines: string[] = [];
  if (view.name) lines.push(...underlined(view.name, '='));
  if (view.position) lines.push(...wrapText(view.position, WIDTH));
  if (view.positionDetails.length) lines.push(...wrapText(view.positionDetails.join(' · '), WIDTH));
  if (view.contacts.length) lines.push(...wrapText(view.contacts.map((contact) => contact.text).join(' · '), WIDTH));
  if (view.summary.length) {
    lines.push(
      ...section(
        view.words.summary,
        view.summary.flatMap((paragraph) => wrapText(paragraph, WIDTH)),
      ),
    );
  }
  for (const { title, entries } of entrySectionsOf(view)) {
    lines.push(
      ...section(
        title,
        entries.flatMap((entry, index) => [...(index ? [''] : []), ...entryLines(entry)]),
      ),
    );
  }
  const rated = (items: { name: string; levelText: string }[]) =>
    listed(items.map((item) => (item.levelText ? `${item.name} (${item.levelText})` : item.name)));
  if (view.skills.length) lines.push(...section(view.words.skills, rated(view.skills)));
  if (view.languages.length) lines.push(...section(view.words.languages, rated(view.languages)));
  if (view.links.length) {
    lines.push(
      ...section(
        view.words.links,
        listed(view.links.map((link) => (link.label === link.url ? link.url : `${link.label}: ${link.url}`))),
      ),
    );
  }
  while (lines[0] === '') lines.shift();
  return `${lines.join('\n')}\n`;
}

/** The resume as plain UTF-8 text, 80 columns wide, for pasting into a form or a mail. */
export function renderResumeTxt(input: RenderInput): string {
  return txtOf(resumeViewOf(input));
}
