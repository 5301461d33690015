#!/usr/bin/env node
// Writes the Open Graph image (1200×630 PNG) of every blog article in every language at build time:
// apps/web/build/client/og/blog/<slug>/<locale>.png, served as a static file and named by the article page's
// og:image. satori lays the card out and turns its text into paths (Montserrat's latin, latin-ext, cyrillic and
// cyrillic-ext subsets; its .woff files, satori reads no .woff2); sharp turns the SVG into a PNG. A character none of
// the fonts has fails the build instead of showing as an empty box in every link preview. The web's build runs it
// after `react-router build`.
//
//   node scripts/build-og-images.mjs [outDir]   (default apps/web/build/client/og/blog)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { root } from './web-build-state.mjs';

export const OG_SIZE = { width: 1200, height: 630 };
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];

/** One value of a source file the script cannot import (TypeScript, CSS), found by a pattern or the build fails. */
function valueIn(path, pattern) {
  const match = pattern.exec(readFileSync(join(root, path), 'utf8'));
  if (!match) throw new Error(`${path}: ${pattern} not found; build-og-images.mjs reads it from there`);
  return match[1];
}

/** The brand as the site shows it: the product's name from the contract, the colours from the web's theme. */
function brandOf() {
  const colour = (name) => valueIn('apps/web/app/app.css', new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8});`, 'i'));
  const logo = readFileSync(join(root, 'apps/web/public/favicon.svg'));
  return {
    name: valueIn('packages/contract/src/constants.ts', /export const PRODUCT_NAME = '([^']+)';/),
    logo: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    colours: { brand: colour('brand'), strong: colour('brand-strong'), soft: colour('brand-soft'), ink: colour('ink') },
  };
}

/**
 * The four subsets of Montserrat, each a family of its own: satori keeps one font per family and weight, and looks
 * for a character the first family lacks in the other families.
 */
function loadFonts() {
  const require = createRequire(import.meta.url);
  const files = dirname(require.resolve('@fontsource/montserrat/files/montserrat-latin-400-normal.woff'));
  return FONT_SUBSETS.flatMap((subset) =>
    [400, 700].map((weight) => ({
      name: `Montserrat ${subset}`,
      data: readFileSync(join(files, `montserrat-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal',
    })),
  );
}

/** Every article file of content/blog with the front matter the card shows (content/README.md describes the rest). */
function readArticles() {
  const blog = join(root, 'content/blog');
  return readdirSync(blog, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: slug }) =>
      readdirSync(join(blog, slug))
        .filter((file) => file.endsWith('.md'))
        .map((file) => {
          const path = join(blog, slug, file);
          const match = FRONT_MATTER.exec(readFileSync(path, 'utf8'));
          const matter = match ? parseYaml(match[1]) : null;
          if (typeof matter?.title !== 'string' || typeof matter.category !== 'string')
            throw new Error(`${path}: front matter without a title or category (content/README.md)`);
          return { slug, locale: basename(file, '.md'), title: matter.title, category: matter.category };
        }),
    );
}

/** The words of one language the card needs: the blog's name and the category labels. */
function wordsOf(locale) {
  const path = join(root, 'packages/contract/i18n', locale, 'Content.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: no words for the "${locale}" articles' images`);
  const { blogTitle, category } = JSON.parse(readFileSync(path, 'utf8'));
  return { blogTitle, category };
}

const h = (type, style, ...children) => ({
  type,
  props: { style, children: children.length > 1 ? children : children[0] },
});

/** Long titles step down so the longest the front matter allows (120 characters) still fits in four lines. */
function titleSize(title) {
  if (title.length <= 36) return 76;
  if (title.length <= 60) return 66;
  if (title.length <= 84) return 58;
  return 50;
}

function card({ brand, title, category, blogTitle }) {
  const { colours } = brand;
  return h(
    'div',
    {
      width: OG_SIZE.width,
      height: OG_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      padding: '60px 80px 72px',
      backgroundColor: '#ffffff',
      fontFamily: FONT_SUBSETS.map((subset) => `Montserrat ${subset}`).join(', '),
      color: colours.ink,
    },
    // The accent: a soft disc behind the corner and the brand's orange along the foot.
    h('div', {
      position: 'absolute',
      top: -220,
      right: -180,
      width: 560,
      height: 560,
      borderRadius: 280,
      backgroundColor: colours.soft,
    }),
    h('div', {
      position: 'absolute',
      left: 0,
      bottom: 0,
      width: OG_SIZE.width,
      height: 14,
      backgroundImage: `linear-gradient(90deg, ${colours.brand}, ${colours.strong})`,
    }),
    h(
      'div',
      { display: 'flex', alignItems: 'center', justifyContent: 'space-between', position: 'relative' },
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 18 },
        { type: 'img', props: { src: brand.logo, width: 60, height: 60 } },
        h('div', { fontSize: 40, fontWeight: 700, letterSpacing: -0.5 }, brand.name),
      ),
      h('div', { fontSize: 30, fontWeight: 700, color: colours.strong }, blogTitle),
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', flexGrow: 1 },
      h(
        'div',
        {
          display: 'flex',
          padding: '8px 20px',
          borderRadius: 999,
          backgroundColor: colours.soft,
          color: colours.strong,
          fontSize: 24,
          fontWeight: 700,
          letterSpacing: 2,
          textTransform: 'uppercase',
        },
        category,
      ),
      h(
        'div',
        {
          marginTop: 28,
          maxWidth: 1000,
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.14,
          letterSpacing: -1,
          textWrap: 'balance',
        },
        title,
      ),
    ),
  );
}

/** Renders one article's card to SVG; a character the fonts lack is an error, not a blank box. */
async function renderSvg(article, { brand, fonts }) {
  const words = wordsOf(article.locale);
  const category = words.category?.[article.category];
  if (!category) throw new Error(`no "category.${article.category}" in ${article.locale}/Content.json`);
  const missing = [];
  const svg = await satori(card({ brand, title: article.title, category, blogTitle: words.blogTitle }), {
    ...OG_SIZE,
    fonts,
    loadAdditionalAsset: async (_code, segment) => {
      missing.push(segment);
      return [];
    },
  });
  if (missing.length)
    throw new Error(`content/blog/${article.slug}/${article.locale}.md: no glyph for "${missing.join('')}"`);
  return svg;
}

export async function buildOgImages(outDir) {
  const brand = brandOf();
  const fonts = loadFonts();
  const articles = readArticles();
  await rm(outDir, { recursive: true, force: true });
  // satori's layout and text run here, one card after another; sharp rasterises on its own threads meanwhile.
  const converting = new Set();
  for (const article of articles) {
    const svg = await renderSvg(article, { brand, fonts });
    const target = join(outDir, article.slug, `${article.locale}.png`);
    await mkdir(dirname(target), { recursive: true });
    // A palette PNG would be half the size (18 KB against 34 KB) but takes five times as long to quantise.
    const job = sharp(Buffer.from(svg))
      .png()
      .toFile(target)
      .finally(() => converting.delete(job));
    converting.add(job);
    if (converting.size >= 4) await Promise.race(converting);
  }
  await Promise.all(converting);
  return articles.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? join(root, 'apps/web/build/client/og/blog');
  const count = await buildOgImages(outDir);
  // Since the process started (Node's time origin): loading satori and sharp is part of what the build waits for.
  console.log(`Wrote ${count} Open Graph images in ${(performance.now() / 1000).toFixed(1)} s`);
}
