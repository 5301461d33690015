import { CONTENT } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PostCard, PostLinks } from '../../../components/content/PostCard.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { PillLinks } from '../../../components/ui/PillLinks.tsx';
import { ResultList } from '../../../components/ui/ResultList.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadBlog } from './blog.server.ts';

export const handle = { i18n: ['Content'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadBlog(args);

/** `/blog`: the articles of resume and career advice, newest first, by category, with the most read beside them. */
export default function BlogPage() {
  const { category, page, mostViewed } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Content');
  const to = useLocalePath();
  const categories = [
    { to: to('/blog'), label: t('allCategories') },
    ...CONTENT.categories.map((name) => ({ to: `${to('/blog')}?category=${name}`, label: t(`category.${name}`) })),
  ];
  const title = category ? `${t('blogTitle')}: ${t(`category.${category}`)}` : t('blogTitle');
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t('blogIntro')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('blogTitle'), link: to('/blog') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-muted">{t('blogIntro')}</p>
        <nav aria-label={t('categories')}>
          <PillLinks links={categories} tone="outline" className="mt-6" />
        </nav>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <ResultList
            summary={t('found', { count: page.total })}
            testId="posts-found"
            empty={<p className="text-muted">{t('empty')}</p>}
            found={page}
            columns={2}
          >
            {page.list.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ResultList>
          <aside>
            <PostLinks title={t('mostViewed')} posts={mostViewed} headingId="most-viewed" />
          </aside>
        </div>
      </div>
    </DefaultLayout>
  );
}
