import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { publicOriginOf } from '../../platform/http/public-origin.ts';
import type { Sitemap } from '../../platform/module.ts';
import { buildRobotsTxt, buildSitemapIndex } from './build-sitemaps.ts';

/** Search engines' entry points: robots.txt, and the index of the sitemaps every module declares. */
export const seoRoutes =
  ({ config, sitemaps, db }: { config: Config; sitemaps: readonly Sitemap[]; db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    // Never the request's Host header: a forged one would be cached into what crawlers index.
    const origin = publicOriginOf(config);
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(origin)),
    );
    const index = buildSitemapIndex(
      origin,
      sitemaps.map((sitemap) => sitemap.name),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').send(index),
    );
    for (const sitemap of sitemaps) {
      app.get(`/sitemaps/${sitemap.name}.xml`, { schema: { hide: true } }, async (_req, reply) =>
        reply.type('application/xml; charset=utf-8').send(await sitemap.build(origin, db)),
      );
    }
  };
