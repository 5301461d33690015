import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ArticleBody, TableOfContents } from '../../../components/content/ArticleBody.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { dateText } from '../../../lib/dates.ts';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadLegalPage } from './legal.server.ts';

export const handle = { i18n: ['Content'], hydrate: 'on-interaction' } satisfies I18nHandle & HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadLegalPage(args);

/** `/agreement`, `/cookie`, `/privacy`, `/rules`: a legal text (`content/pages`), with its contents and version date. */
export default function LegalPage() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Content');
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <DefaultLayout>
      <PageMeta title={page.title} description={page.description} />
      <article className="page-container max-w-3xl py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: page.title, link: to(`/${page.name}`) },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{page.title}</h1>
        <p className="mt-2 text-sm text-muted">
          {t('inForceSince', { date: dateText(`${page.version}T12:00:00Z`, locale, 'day') })}
        </p>
        <div className="mt-6">
          <TableOfContents entries={page.toc} />
        </div>
        <div className="mt-6">
          <ArticleBody html={page.body_html} />
        </div>
      </article>
    </DefaultLayout>
  );
}
