import { createHash } from 'node:crypto';
import { CONTENT } from '@hushwork/contract';
import type { Seed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileStorage } from '../../../platform/files/storage.ts';
import { storeArticleImages } from '../images/store-article-images.ts';
import { pageRepo } from '../pages/page.repo.ts';
import { postRepo } from '../posts/lib/post.repo.ts';
import { type ArticleSource, contentDigest, type PageSource, readArticles, readPages } from './content-files.ts';
import { renderMarkdown } from './render-markdown.ts';

/**
 * Stored beside each rendered text with its file's hash: bump it when the rendering changes (the Markdown options,
 * the mention links), and the next start renders every text again.
 */
const RENDERING = 'r3';
const stamp = (hash: string) => `${RENDERING}:${hash}`;

const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / CONTENT.wordsPerMinute));
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * A bare `/blog/<slug>` in an article's text becomes a link named by that article's title in the same language, so
 * writers mention an article by its address and readers see its name.
 */
function linkArticleMentions(markdown: string, titleOf: (slug: string) => string | undefined) {
  return markdown.replace(/(?<![([\w/`])\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)/g, (mention, slug: string) => {
    const title = titleOf(slug);
    return title ? `[${title.replace(/[[\]]/g, '')}](/blog/${slug})` : mention;
  });
}

/**
 * Articles to their rows: each article upserted by slug, each language rendered only when its file or one of its
 * pictures changed (a new picture is a new stored file, so its address in the HTML changes).
 */
export async function loadArticles(db: Db, articles: readonly ArticleSource[], storage: FileStorage | undefined) {
  const titles = new Map(
    articles.flatMap(({ slug, files }) => files.map((file) => [`${file.locale}/${slug}`, file.matter.title] as const)),
  );
  for (const { slug, files, images } of articles) {
    if (images.length > 0 && !storage) throw new Error(`content/blog/${slug} has pictures: the seed needs the storage`);
    const pictures = storage ? await storeArticleImages({ db, storage, slug, images }) : new Map();
    const picturesHash = images.map((image) => image.sha256).join(',');
    const { matter } = files[0]!;
    const post = await postRepo.upsert(db, {
      slug,
      category: matter.category,
      published_at: atNoon(matter.publishedAt),
      revised_at: matter.updatedAt ? atNoon(matter.updatedAt) : null,
      related: matter.related,
    });
    const stored = await postRepo.translationHashes(db, post.id);
    for (const file of files) {
      const hash = picturesHash
        ? `${file.hash}+${createHash('sha256').update(picturesHash).digest('base64url')}`
        : file.hash;
      if (stored.get(file.locale) === stamp(hash)) continue;
      const body = linkArticleMentions(file.body, (other) => titles.get(`${file.locale}/${other}`));
      const { html, toc, words } = renderOrExplain(`content/blog/${slug}/${file.locale}.md`, () =>
        renderMarkdown(body, file.locale, { pictures }),
      );
      await postRepo.upsertTranslation(db, {
        post_id: post.id,
        locale: file.locale,
        title: file.matter.title,
        description: file.matter.description,
        body_html: html,
        toc,
        reading_minutes: readingMinutes(words),
        source_hash: stamp(hash),
      });
    }
  }
}

/** A text the renderer refuses (a picture without alt text) stops the seed naming its file. */
function renderOrExplain<T>(path: string, render: () => T): T {
  try {
    return render();
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

async function loadPages(db: Db, pages: readonly PageSource[]) {
  for (const { name, files } of pages) {
    const stored = await pageRepo.hashes(db, name);
    for (const file of files) {
      if (stored.get(file.locale) === stamp(file.hash)) continue;
      const { html, toc } = renderMarkdown(file.body, file.locale);
      await pageRepo.upsert(db, {
        name,
        locale: file.locale,
        title: file.matter.title,
        description: file.matter.description,
        version: file.matter.version,
        body_html: html,
        toc,
        source_hash: stamp(file.hash),
      });
    }
  }
}

/**
 * The blog's articles and the static pages from `content/`, on every start whose files differ from the last run's
 * (the digest, with the rendering's stamp): then a file edited since is rendered again, the others cost a hash
 * comparison. Articles are never deleted here (their comments would go).
 */
export const contentSeed: Seed = {
  name: 'content',
  version: 1,
  everyStart: true,
  digest: () => stamp(contentDigest()),
  async run(db, { storage }) {
    await loadArticles(db, readArticles(), storage);
    await loadPages(db, readPages());
  },
};
