import { defineModule } from '../../platform/module.ts';
import { buildStaticSitemap } from './build-sitemaps.ts';
import { seoRoutes } from './routes.ts';

/** robots.txt and the sitemap index; the static pages' sitemap is its own. */
export const seoModule = defineModule({
  name: 'seo',
  routes: ({ config, registry, database }) => seoRoutes({ config, sitemaps: registry.sitemaps, db: database.db }),
  sitemaps: [{ name: 'pages', build: buildStaticSitemap }],
});
