import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { publicOriginOf } from '../../platform/http/public-origin.ts';
import { buildRobotsTxt, buildSitemapIndex, buildStaticSitemap } from './build-sitemaps.ts';

/** Search engines' entry points; later domains add their own sitemaps to the index. */
export const seoRoutes =
  ({ config }: { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    // Never the request's Host header: a forged one would be cached into what crawlers index.
    const origin = publicOriginOf(config);
    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(origin)),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').send(buildSitemapIndex(origin)),
    );
    app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/xml; charset=utf-8').send(buildStaticSitemap(origin)),
    );
  };
