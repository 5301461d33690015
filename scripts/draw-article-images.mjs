#!/usr/bin/env node
// Draws the articles' diagrams as SVG and writes them as PNG beside their articles
// (content/blog/<slug>/images/<name>.png), where the content seed stores them through the files platform. The PNGs
// are committed: a start never draws. The diagrams hold no words, only numbers and shapes, so one picture serves the
// five languages and each article's alt text says what it shows.
//
//   node scripts/draw-article-images.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { root } from './web-build-state.mjs';

const INK = '#1f2328';
const MUTED = '#8c959f';
const LINE = '#d0d7de';

/** The five required sections in the order the article lists them, each with its colour and a glyph of its own. */
const SECTIONS = [
  { colour: '#2563eb', tint: '#eff6ff', glyph: 'person' },
  { colour: '#059669', tint: '#ecfdf5', glyph: 'lines' },
  { colour: '#d97706', tint: '#fffbeb', glyph: 'code' },
  { colour: '#7c3aed', tint: '#f5f3ff', glyph: 'briefcase' },
  { colour: '#db2777', tint: '#fdf2f8', glyph: 'cap' },
];

const bar = (x, y, width, height, fill) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`;

/** A glyph centred on (cx, cy), drawn in white on its section's disc. */
function glyph(kind, cx, cy) {
  const stroke = 'fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"';
  switch (kind) {
    case 'person':
      return `<circle cx="${cx}" cy="${cy - 9}" r="9" ${stroke}/><path d="M${cx - 16} ${cy + 18} a16 14 0 0 1 32 0" ${stroke}/>`;
    case 'lines':
      return [-12, 0, 12].map((dy, n) => `<path d="M${cx - 16} ${cy + dy} h${n === 2 ? 20 : 32}" ${stroke}/>`).join('');
    case 'code':
      return `<path d="M${cx - 8} ${cy - 14} l-12 14 l12 14 M${cx + 8} ${cy - 14} l12 14 l-12 14" ${stroke}/>`;
    case 'briefcase':
      return `<rect x="${cx - 18}" y="${cy - 8}" width="36" height="26" rx="4" ${stroke}/><path d="M${cx - 7} ${cy - 8} v-6 h14 v6" ${stroke}/>`;
    default:
      return `<path d="M${cx} ${cy - 16} l22 10 l-22 10 l-22 -10 z M${cx - 12} ${cy} v10 q12 8 24 0 v-10" ${stroke}/>`;
  }
}

/** What each section holds on the page, as bars of text inside its block (x, y: the block's inner top left). */
function sectionContent(n, x, y, width, colour) {
  switch (n) {
    case 0:
      return [
        bar(x, y, 230, 22, INK),
        bar(x, y + 34, 170, 14, colour),
        ...[0, 1, 2].map((i) => `<circle cx="${x + 7 + i * 120}" cy="${y + 71}" r="7" fill="${MUTED}"/>`),
        ...[0, 1, 2].map((i) => bar(x + 20 + i * 120, y + 66, 80, 10, LINE)),
      ].join('');
    case 1:
      return [width, width - 20, width - 4, width * 0.55].map((w, i) => bar(x, y + i * 17, w, 9, LINE)).join('');
    case 2: {
      const rows = [
        [64, 88, 52, 96, 72],
        [80, 60, 104, 70],
      ];
      return rows
        .flatMap((row, r) => {
          let left = x;
          return row.map((w) => {
            const chip = `<rect x="${left}" y="${y + r * 30}" width="${w}" height="20" rx="10" fill="#ffffff" stroke="${colour}" stroke-width="2"/>`;
            left += w + 10;
            return chip;
          });
        })
        .join('');
    }
    case 3:
      return [0, 1]
        .map((job) => {
          const top = y + job * 110;
          return [
            bar(x, top, 190, 14, INK),
            bar(x + width - 96, top + 2, 96, 10, MUTED),
            bar(x, top + 22, 130, 10, colour),
            ...[0, 1, 2].map(
              (i) =>
                `<circle cx="${x + 5}" cy="${top + 51 + i * 18}" r="4" fill="${MUTED}"/>${bar(x + 16, top + 46 + i * 18, width - 16 - i * 40, 9, LINE)}`,
            ),
          ].join('');
        })
        .join('');
    default:
      return [bar(x, y, 210, 14, INK), bar(x + width - 96, y + 2, 96, 10, MUTED), bar(x, y + 22, 150, 10, LINE)].join(
        '',
      );
  }
}

/**
 * `basic-resume-requirements`: a one-page resume with its five required sections in order (header, summary, skills,
 * experience, education), each numbered and joined to a glyph of what it holds.
 */
function resumeSections() {
  const width = 1200;
  const height = 830;
  const page = { x: 110, y: 60, width: 500, height: 707 };
  const inner = { x: page.x + 40, width: page.width - 80 };
  // Each block's top and height on the page: experience, the longest, takes the most room.
  const blocks = [
    [page.y + 30, 100],
    [page.y + 146, 84],
    [page.y + 246, 76],
    [page.y + 338, 232],
    [page.y + 586, 62],
  ];
  const parts = [
    `<rect width="${width}" height="${height}" fill="#f6f8fa"/>`,
    `<rect x="${page.x + 6}" y="${page.y + 8}" width="${page.width}" height="${page.height}" rx="10" fill="#d8dee4"/>`,
    `<rect x="${page.x}" y="${page.y}" width="${page.width}" height="${page.height}" rx="10" fill="#ffffff" stroke="${LINE}" stroke-width="2"/>`,
  ];
  SECTIONS.forEach(({ colour, tint, glyph: kind }, n) => {
    const [top, size] = blocks[n];
    const middle = top + size / 2;
    const disc = { x: 880, y: 95 + n * 160 };
    parts.push(
      `<rect x="${page.x + 20}" y="${top}" width="${page.width - 40}" height="${size}" rx="8" fill="${tint}"/>`,
      sectionContent(n, inner.x, top + 14, inner.width, colour),
      `<circle cx="${page.x - 44}" cy="${middle}" r="22" fill="${colour}"/>`,
      `<text x="${page.x - 44}" y="${middle + 9}" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">${n + 1}</text>`,
      `<path d="M${page.x + page.width - 20} ${middle} C${page.x + page.width + 80} ${middle} ${disc.x - 140} ${disc.y} ${disc.x - 44} ${disc.y}" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="8 7"/>`,
      `<circle cx="${disc.x}" cy="${disc.y}" r="44" fill="${colour}"/>`,
      glyph(kind, disc.x, disc.y),
      `<circle cx="${disc.x + 78}" cy="${disc.y}" r="22" fill="#ffffff" stroke="${colour}" stroke-width="3"/>`,
      `<text x="${disc.x + 78}" y="${disc.y + 9}" font-family="DejaVu Sans, sans-serif" font-size="26" font-weight="700" fill="${colour}" text-anchor="middle">${n + 1}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

const PICTURES = [{ path: 'content/blog/basic-resume-requirements/images/resume-sections.png', svg: resumeSections }];

for (const { path, svg } of PICTURES) {
  const target = join(root, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, await sharp(Buffer.from(svg())).png({ compressionLevel: 9, palette: true }).toBuffer());
  console.log(`wrote ${path}`);
}
