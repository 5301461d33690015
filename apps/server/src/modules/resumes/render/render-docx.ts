import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import { entrySectionsOf, type RenderInput, type ResumeEntry, type ResumeView, resumeViewOf } from './resume-view.ts';

/** A4 in twentieths of a point, with 2 cm margins: the right tab stop sits on the right margin. */
const PAGE = { width: 11_906, height: 16_838, margin: 1_134 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '1F2430';
const MUTED = '4A5260';
const BULLETS = 'resume-bullets';

const hex = (color: string) => color.replace('#', '').toUpperCase();
/** docx sizes are half-points. */
const half = (points: number) => Math.round(points * 2);

function linkRun(text: string, url: string): ExternalHyperlink {
  return new ExternalHyperlink({ link: url, children: [new TextRun({ text, style: 'Hyperlink' })] });
}

function entryParagraphs(entry: ResumeEntry): Paragraph[] {
  const heading = new Paragraph({
    heading: HeadingLevel.HEADING_2,
    keepNext: true,
    // The dates sit on a right tab stop at the margin, on the title's line, as in the PDF.
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    children: [
      new TextRun(entry.title || entry.subtitle),
      ...(entry.period ? [new TextRun({ text: `\t${entry.period}`, bold: false, color: MUTED })] : []),
    ],
  });
  const subtitle =
    entry.title && entry.subtitle
      ? [
          new Paragraph({
            keepNext: entry.paragraphs.length > 0,
            children: [new TextRun({ text: entry.subtitle, bold: true, color: MUTED })],
          }),
        ]
      : [];
  const body = entry.paragraphs.map((text) => new Paragraph({ text, spacing: { after: 60 } }));
  return [heading, ...subtitle, ...body];
}

const sectionTitle = (title: string) => new Paragraph({ heading: HeadingLevel.HEADING_1, text: title });

const bullets = (items: (string | (TextRun | ExternalHyperlink)[])[]) =>
  items.map(
    (item) =>
      new Paragraph({
        numbering: { reference: BULLETS, level: 0 },
        children: typeof item === 'string' ? [new TextRun(item)] : item,
      }),
  );

function bodyOf(view: ResumeView): Paragraph[] {
  const contacts = view.contacts.flatMap((contact, index) => [
    ...(index ? [new TextRun({ text: '  ·  ', color: MUTED })] : []),
    contact.href ? linkRun(contact.text, contact.href) : new TextRun(contact.text),
  ]);
  const rated = (items: { name: string; levelText: string }[]) =>
    bullets(items.map((item) => (item.levelText ? `${item.name} — ${item.levelText}` : item.name)));
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, text: view.name || view.position || view.words.resume }),
    ...(view.name && view.position
      ? [new Paragraph({ children: [new TextRun({ text: view.position, size: half(view.fontSize * 1.3) })] })]
      : []),
    ...(view.positionDetails.length ? [new Paragraph({ text: view.positionDetails.join(' · ') })] : []),
    ...(contacts.length ? [new Paragraph({ children: contacts })] : []),
    ...(view.summary.length
      ? [sectionTitle(view.words.summary), ...view.summary.map((text) => new Paragraph({ text }))]
      : []),
    ...entrySectionsOf(view).flatMap(({ title, entries }) => [
      sectionTitle(title),
      ...entries.flatMap(entryParagraphs),
    ]),
    ...(view.skills.length ? [sectionTitle(view.words.skills), ...rated(view.skills)] : []),
    ...(view.languages.length ? [sectionTitle(view.words.languages), ...rated(view.languages)] : []),
    ...(view.links.length
      ? [sectionTitle(view.words.links), ...bullets(view.links.map((link) => [linkRun(link.label, link.url)]))]
      : []),
  ];
}

/**
 * The resume as a Word document: the same content and order as the PDF, with real styles (Title, Heading 1 for
 * sections, Heading 2 for each job or school, a bulleted list for skills) so a word processor's outline and a screen
 * reader see its structure. The font is named, not embedded: Word substitutes a similar one where it is missing.
 */
export async function renderResumeDocx(input: RenderInput, options: { title: string }): Promise<Buffer> {
  const view = resumeViewOf(input);
  const font = view.font;
  const size = half(view.fontSize);
  const document = new Document({
    title: options.title,
    creator: 'Hushwork',
    styles: {
      default: {
        document: { run: { font, size, color: INK }, paragraph: { spacing: { after: 40, line: 276 } } },
        title: { run: { font, size: half(view.fontSize * 2.1), bold: true, color: INK } },
        heading1: {
          run: { font, size: half(view.fontSize * 1.3), bold: true, color: hex(view.inkColor) },
          paragraph: {
            spacing: { before: 280, after: 100 },
            keepNext: true,
            ...(view.layout === 'line'
              ? { border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: hex(view.color), space: 2 } } }
              : {}),
          },
        },
        heading2: {
          run: { font, size: half(view.fontSize * 1.05), bold: true, color: INK },
          paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        children: bodyOf(view),
      },
    ],
  });
  return Packer.toBuffer(document);
}
