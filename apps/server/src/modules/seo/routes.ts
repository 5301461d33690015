import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { publicOriginOf } from '../../platform/http/public-origin.ts';
import type { Sitemap, SitemapBody } from '../../platform/module.ts';
import { webBuiltAt } from '../../platform/web/web-build.ts';
import { buildRobotsTxt, buildSitemapIndex } from './build-sitemaps.ts';

const XML = 'application/xml; charset=utf-8';
const asPayload = (body: SitemapBody) => (typeof body === 'string' ? body : Readable.from(body));
/** A file number as its address writes it: 1, 2, … (no sign, no leading zero). */
const FILE_NUMBER = /^[1-9]\d{0,8}$/;

/** The files of the index: one per sitemap, or as many as a growing one needs now (at least its first). */
async function fileNames(sitemaps: readonly Sitemap[], db: Db): Promise<string[]> {
  const names = await Promise.all(
    sitemaps.map(async (sitemap) => {
      if (!sitemap.files) return [sitemap.name];
      const files = Math.max(1, await sitemap.files(db));
      return Array.from({ length: files }, (_, i) => `${sitemap.name}-${i + 1}`);
    }),
  );
  return names.flat();
}

/** Search engines' entry points: robots.txt, and the index of the sitemaps every module declares. */
export const seoRoutes =
  ({ config, sitemaps, db }: { config: Config; sitemaps: readonly Sitemap[]; db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // Never the request's Host header: a forged one would be cached into what crawlers index.
    const origin = publicOriginOf(config);
    // Read once: a build is replaced only with the server that serves it.
    const context = { webBuiltAt: webBuiltAt(config) };
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(origin)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply.type(XML).send(buildSitemapIndex(origin, await fileNames(sitemaps, db))),
    );
    for (const sitemap of sitemaps) {
      const { files } = sitemap;
      if (!files) {
        app.get(`/sitemaps/${sitemap.name}.xml`, { schema: { hide: true } }, async (_req, reply) =>
          reply.type(XML).send(asPayload(await sitemap.build(origin, db, 1, context))),
        );
        continue;
      }
      app.get(`/sitemaps/${sitemap.name}-:file.xml`, { schema: { hide: true } }, async (req, reply) => {
        const { file } = req.params as { file: string };
        // The first file is there even while empty, as the index lists it.
        if (!FILE_NUMBER.test(file) || Number(file) > Math.max(1, await files(db))) {
          return reply.callNotFound();
        }
        return reply.type(XML).send(asPayload(await sitemap.build(origin, db, Number(file), context)));
      });
    }
  };
