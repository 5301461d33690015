import { contentGrants } from '@hushwork/contract/content/permissions';
import { defineModule } from '../../platform/module.ts';
import { contentEraser } from './comments/lib/content-eraser.ts';
import { contactMails } from './contact/contact-mails.ts';
import { contentFileKeeper } from './images/content-file-keeper.ts';
import { buildPagesSitemap } from './pages/build-pages-sitemap.ts';
import { buildBlogSitemap } from './posts/build-blog-sitemap.ts';
import { contentRoutes } from './routes.ts';
import { contentSeed } from './seeds/content-seed.ts';
import { demoPostCommentsSeed } from './seeds/demo-post-comments.ts';

/**
 * Content: the blog's articles and their comments, the static and legal pages, and the contact form. Articles and
 * pages are written in the repository (`content/`) and loaded by the seed at every start.
 */
export const contentModule = defineModule({
  name: 'content',
  routes: contentRoutes,
  permissions: Object.values(contentGrants).flat(),
  mails: contactMails,
  provides: {
    // An admin's force-delete takes the person's comments and contact messages with the account (ADR 0034).
    personalDataErasers: [contentEraser],
    fileKeepers: [contentFileKeeper],
  },
  sitemaps: [
    { name: 'blog', build: buildBlogSitemap },
    { name: 'legal', build: buildPagesSitemap },
  ],
  seeds: { reference: [contentSeed], demo: [demoPostCommentsSeed] },
});
