import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const CONTENT_BLOG = fileURLToPath(new URL('../../../../../../content/blog', import.meta.url));
const OG_BUILD = fileURLToPath(new URL('../../../../build/client/og/blog', import.meta.url));
/**
 * The server's test app, imported by its path: a static import would bring the server's ~3,000 files into the web's
 * type check. The checks after the build run in the server's test setup (vitest.after-build.config.ts).
 */
const SERVER_TEST_APP = fileURLToPath(new URL('../../../../../server/src/test/test-app.ts', import.meta.url));

const ORIGIN = 'https://hushwork.example';

type Injected = { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer };
type ServerTestApp = {
  createTestApp: (
    env: Record<string, string>,
    options: { web: boolean },
  ) => Promise<{
    app: { inject: (request: { url: string }) => Promise<Injected> };
  }>;
};

/** Every article file of content/blog: `<slug>/<locale>.md`. */
const articles = readdirSync(CONTENT_BLOG, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap(({ name: slug }) =>
    readdirSync(join(CONTENT_BLOG, slug))
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ slug, locale: basename(file, '.md') })),
  );
const pngOf = (slug: string, locale: string) => join(OG_BUILD, slug, `${locale}.png`);
const titleOf = (slug: string, locale: string) =>
  /^title:\s*(.+)$/m.exec(readFileSync(join(CONTENT_BLOG, slug, `${locale}.md`), 'utf8'))?.[1];

/** A PNG's size as its IHDR chunk says, the first after the 8-byte signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'a PNG').toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the blog articles’ Open Graph images, written by the build', () => {
  it('exist for every article in every language, 1200×630', () => {
    expect(existsSync(OG_BUILD), `no ${OG_BUILD}: run "npm run build" first`).toBe(true);
    expect(articles.length).toBeGreaterThan(0);
    for (const { slug, locale } of articles) {
      const path = pngOf(slug, locale);
      expect(existsSync(path), `content/blog/${slug}/${locale}.md has no image`).toBe(true);
      expect(pngSize(readFileSync(path)), path).toEqual({ width: 1200, height: 630 });
    }
  });

  it('show each language its own title', () => {
    const { slug } = articles[0]!;
    expect(titleOf(slug, 'en')).not.toBe(titleOf(slug, 'uk'));
    expect(readFileSync(pngOf(slug, 'en')).equals(readFileSync(pngOf(slug, 'uk')))).toBe(false);
  });

  describe('served by the built server', () => {
    let inject: (request: { url: string }) => Promise<Injected>;
    beforeAll(async () => {
      const { createTestApp } = (await import(SERVER_TEST_APP)) as ServerTestApp;
      const { app } = await createTestApp({ PUBLIC_URL: ORIGIN }, { web: true });
      inject = (request) => app.inject(request);
    });

    it('as a PNG kept for a week, the file the build wrote', async () => {
      const { slug, locale } = articles[0]!;
      const response = await inject({ url: `/og/blog/${slug}/${locale}.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=604800');
      expect(response.rawPayload.equals(readFileSync(pngOf(slug, locale)))).toBe(true);
    });

    it('named by the article’s page in its language: Open Graph, the large Twitter card and the Article record', async () => {
      const { slug } = articles[0]!;
      const page = await inject({ url: `/uk/blog/${slug}` });
      expect(page.statusCode).toBe(200);
      const html = page.rawPayload.toString('utf8');
      const image = `${ORIGIN}/og/blog/${slug}/uk.png`;
      expect(html).toContain(`<meta property="og:image" content="${image}"/>`);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta property="og:image:height" content="630"/>');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain(`"image":"${image}"`);
    });
  });
});
