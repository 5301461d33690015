import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT, LOCALES, type Locale } from '@hushwork/contract';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** The repository's content folder (content/README.md says what it holds). */
const CONTENT_DIR = fileURLToPath(new URL('../../../../../../content', import.meta.url));

const zDay = z.union([
  z.date().transform((day) => day.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
]);

const ZArticleMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(160),
  category: z.enum(CONTENT.categories),
  publishedAt: zDay,
  updatedAt: zDay.optional(),
  related: z.array(z.string()).max(CONTENT.relatedMax).default([]),
});
const ZPageMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(160),
  version: zDay,
});

type ContentFile<M> = { locale: Locale; matter: M; body: string; hash: string };
/** A picture beside an article (`images/<name>`), as the Markdown names it, with its bytes and their SHA-256. */
export type ArticleImage = { src: string; bytes: Buffer; sha256: string };
export type ArticleSource = {
  slug: string;
  files: ContentFile<z.infer<typeof ZArticleMatter>>[];
  images: ArticleImage[];
};
export type PageSource = { name: string; files: ContentFile<z.infer<typeof ZPageMatter>>[] };

/** The pictures an article may show: what the files platform decodes, named plainly. */
const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:png|jpe?g|webp)$/;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function readFile<S extends z.ZodType>(path: string, locale: Locale, schema: S): ContentFile<z.infer<S>> {
  const source = readFileSync(path, 'utf8');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${path}: no front matter (content/README.md)`);
  const parsed = schema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return {
    locale,
    matter: parsed.data,
    body: source.slice(match[0].length),
    hash: createHash('sha256').update(source).digest('base64url').slice(0, 22),
  };
}

/** Each folder of `dir` with its files of the five languages; a folder missing one is an error, not a gap. */
function readFolders<S extends z.ZodType>(dir: string, schema: S) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      name,
      files: LOCALES.map((locale) => {
        const path = join(dir, name, `${locale}.md`);
        if (!existsSync(path)) throw new Error(`${path} is missing: every article and page is in all five languages`);
        return readFile(path, locale, schema);
      }),
    }));
}

/**
 * The articles of `content/blog`, checked: front matter as content/README.md defines it, and the facts every
 * language must share (category, dates, related articles) equal in the five files.
 */
export function readArticles(root = CONTENT_DIR): ArticleSource[] {
  const articles = readFolders(join(root, 'blog'), ZArticleMatter).map(({ name, files }) => ({
    slug: name,
    files,
    images: readImages(join(root, 'blog', name, 'images')),
  }));
  const slugs = new Set(articles.map((article) => article.slug));
  for (const { slug, files } of articles) {
    const en = files[0]!;
    const shared = (m: typeof en.matter) => JSON.stringify([m.category, m.publishedAt, m.updatedAt, m.related]);
    for (const file of files) {
      if (shared(file.matter) !== shared(en.matter))
        throw new Error(`content/blog/${slug}/${file.locale}.md: category, dates or related differ from en.md`);
    }
    for (const related of en.matter.related)
      if (!slugs.has(related) || related === slug)
        throw new Error(`content/blog/${slug}: related article "${related}" does not exist`);
  }
  return articles;
}

function readImages(dir: string): ArticleImage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => {
      if (!IMAGE_NAME.test(name))
        throw new Error(`${join(dir, name)}: a picture is a .png, .jpg or .webp named in kebab-case`);
      const bytes = readFileSync(join(dir, name));
      return { src: `images/${name}`, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
}

/**
 * One hash of every text and picture under `content/blog` and `content/pages` (path and bytes), read without parsing: what a
 * start compares to decide whether the content seed has anything to do.
 */
export function contentDigest(root = CONTENT_DIR): string {
  const hash = createHash('sha256');
  for (const folder of ['blog', 'pages']) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && (entry.name.endsWith('.md') || basename(entry.parentPath) === 'images'))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('base64url');
}

export function readPages(root = CONTENT_DIR): PageSource[] {
  return readFolders(join(root, 'pages'), ZPageMatter).map(({ name, files }) => ({ name, files }));
}
