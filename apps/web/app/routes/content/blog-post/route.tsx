import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData, useLocation, useRouteLoaderData, useSubmit } from 'react-router';
import { ArticleBody, TableOfContents } from '../../../components/content/ArticleBody.tsx';
import { ArticleJsonLd } from '../../../components/content/ArticleJsonLd.tsx';
import { PostLinks } from '../../../components/content/PostCard.tsx';
import { PostComments } from '../../../components/content/PostComments.tsx';
import { PostRating } from '../../../components/content/PostRating.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { formDataOf, takePending, useKeepForSignIn } from '../../../lib/pending-post.ts';
import type { RootData } from '../../../lib/root-data.server.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadPost, submitPost } from './post.server.ts';

export const handle = { i18n: ['Content', 'validation'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadPost(args);
export const action = (args: Route.ActionArgs) => submitPost(args);

/**
 * `/blog/{slug}`: one article with its contents, rating, related articles and comments (by role, never by name). A
 * guest's comment is kept in the browser while they sign in and posted when they are back (spec section 4).
 */
export default function BlogPost() {
  const { post, isCreated } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('Content');
  const locale = useLocale();
  const to = useLocalePath();
  const { pathname } = useLocation();
  const submit = useSubmit();
  const root = useRouteLoaderData<RootData>('root');
  const user = root?.user ?? null;
  // Written at build time, one per article and language (scripts/build-og-images.mjs); crawlers want it absolute.
  const image = `${root?.origin ?? ''}/og/blog/${post.slug}/${locale}.png`;

  const pending = answer && 'pending' in answer ? answer.pending : undefined;
  useKeepForSignIn('postComment', pending);
  useEffect(() => {
    if (!user) return;
    const saved = takePending('postComment', (value) => value.post_id === post.id);
    if (!saved) return;
    const form = formDataOf(saved.payload);
    form.set('intent', saved.method);
    form.set('id', String(saved.target_id));
    form.set('post_id', String(saved.post_id));
    submit(form, { method: 'post' });
  }, [user, post.id, submit]);

  const reply = answer && 'reply' in answer ? answer.reply : undefined;
  const replyTo = answer && 'replyTo' in answer ? answer.replyTo : undefined;
  return (
    <DefaultLayout>
      <PageMeta
        title={post.title}
        description={post.description}
        image={{ url: image, alt: post.title }}
        type="article"
      />
      <ArticleJsonLd post={post} path={pathname} locale={locale} image={image} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('blogTitle'), link: to('/blog') },
            { title: post.title, link: to(`/blog/${post.slug}`) },
          ]}
        />
        <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_18rem]">
          <article className="min-w-0">
            <p className="text-sm font-semibold text-brand-strong">{t(`category.${post.category}`)}</p>
            <h1 className="mt-1 text-3xl font-bold md:text-4xl">{post.title}</h1>
            <p className="mt-3 text-sm text-muted">
              <time dateTime={post.published_at}>{dateText(post.published_at, locale, 'day')}</time>
              {post.updated_at ? (
                <>
                  {' · '}
                  {t('updated', { date: dateText(post.updated_at, locale, 'day') })}
                </>
              ) : null}
              {' · '}
              {t('readingTime', { count: post.reading_minutes })}
            </p>
            <p className="mt-4 text-lg text-muted">{post.description}</p>
            <div className="mt-6">
              <TableOfContents entries={post.toc} />
            </div>
            <div className="mt-6">
              <ArticleBody html={post.body_html} />
            </div>
            <PostComments
              postId={post.id}
              comments={post.comments}
              isGuest={!user}
              reply={reply}
              replyTo={replyTo}
              isCreated={isCreated}
            />
          </article>
          <aside className="space-y-6">
            <PostRating postId={post.id} rating={post.rating} />
            <PostLinks title={t('related')} posts={post.related} headingId="related" />
          </aside>
        </div>
      </div>
    </DefaultLayout>
  );
}
