import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { content, LOCALES } from '@hushwork/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageOf } from '../../../platform/files/storage-from-config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { pngOf } from '../../../test/uploads.ts';
import { readArticles } from '../seeds/content-files.ts';
import { loadArticles } from '../seeds/content-seed.ts';
import { contentFileKeeper } from './content-file-keeper.ts';

let t: TestApp;
let dataDir: string;
let contentDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hushwork-content-images-'));
  contentDir = join(dataDir, 'content');
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const { api, call } = testClient(() => t.app);

/** An article of its own in `contentDir`, in the five languages, showing `images/dot.png` with the alt text given. */
async function writeArticle(alt: string) {
  const folder = join(contentDir, 'blog', 'pictured');
  await mkdir(join(folder, 'images'), { recursive: true });
  await writeFile(join(folder, 'images', 'dot.png'), await pngOf(40, 30));
  for (const locale of LOCALES) {
    const matter = `---\ntitle: Pictured\ndescription: An article with a picture.\ncategory: resume\npublishedAt: 2026-02-01\n---\n`;
    await writeFile(join(folder, `${locale}.md`), `${matter}\nA dot:\n\n![${alt}](images/dot.png)\n`);
  }
}

const storedImages = async () => readdir(join(dataDir, 'files', 'images')).catch(() => []);

describe('an article’s pictures', () => {
  it('are shown in every language of the seeded article, with the alt text of that language', async () => {
    const bodies = await Promise.all(
      LOCALES.map(async (locale) => {
        const post = await api(content.getPost, { params: { id: 'basic-resume-requirements' }, locale });
        return post.data.body_html;
      }),
    );
    const sources = bodies.map((html) =>
      /<img src="(\/api\/images\/[\w-]+)" alt="([^"]+)" width="1200" height="830"/.exec(html),
    );
    expect(sources.every(Boolean)).toBe(true);
    expect(new Set(sources.map((match) => match![1])).size).toBe(1);
    expect(new Set(sources.map((match) => match![2])).size).toBe(LOCALES.length);
  });

  it('stops the seed at a picture without alt text, naming the file', async () => {
    await writeArticle('');
    await expect(loadArticles(t.database.db, readArticles(contentDir), fileStorageOf(t.config))).rejects.toThrow(
      /content\/blog\/pictured\/en\.md: picture "images\/dot\.png" has no alt text/,
    );
  });

  it('stores a picture once through the files platform and reuses it when seeded again', async () => {
    await writeArticle('A dot of colour');
    const storage = fileStorageOf(t.config);
    await loadArticles(t.database.db, readArticles(contentDir), storage);
    const stored = await storedImages();
    // The re-encoded WebP and its thumbnail.
    expect(stored).toHaveLength(2);
    const first = await api(content.getPost, { params: { id: 'pictured' }, locale: 'de' });
    const [, id] =
      /<img src="\/api\/images\/([\w-]+)" alt="A dot of colour" width="40" height="30" loading="lazy"/.exec(
        first.data.body_html,
      )!;

    await loadArticles(t.database.db, readArticles(contentDir), storage);
    expect(await storedImages()).toEqual(stored);
    const image = await call(`/api/images/${id}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    // Nobody may take the site's picture into a record of theirs or delete it.
    expect(await contentFileKeeper.holds(t.database.db, id!)).toBe(true);
    expect(await contentFileKeeper.mayUse(t.database.db, 1, id!)).toBe(false);
  });
});
