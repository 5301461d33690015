import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { buildRobotsTxt, buildSitemapIndex, buildStaticSitemap } from './build-sitemaps.ts';

/** Search engines' entry points; later domains add their own sitemaps to the index. */
export const seoRoutes =
  ({ config }: { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const origin = (req: { protocol: string; host: string }) => config.PUBLIC_URL ?? `${req.protocol}://${req.host}`;
    app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobotsTxt(origin(req))),
    );
    app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) =>
      reply.type('application/xml; charset=utf-8').send(buildSitemapIndex(origin(req))),
    );
    app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (req, reply) =>
      reply.type('application/xml; charset=utf-8').send(buildStaticSitemap(origin(req))),
    );
  };
