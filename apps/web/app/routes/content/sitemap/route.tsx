import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadSitemap } from './sitemap.server.ts';

export const handle = { i18n: ['Content', 'Header', 'Footer'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadSitemap(args);

type Entry = { to: string; label: string };

/**
 * The site's sections, each a path and the catalog key of its name; one not live yet, or a product this deployment
 * does not offer (the community without its flag), is left out.
 */
const SECTIONS = [
  { path: '/job-openings', label: 'Content:sitemap.jobs' },
  { path: '/job-openings/external', label: 'Content:sitemap.externalJobs' },
  { path: '/candidates', label: 'Content:sitemap.candidates' },
  { path: '/companies', label: 'Content:sitemap.companies' },
  { path: '/blog', label: 'Content:blogTitle' },
  { path: '/salaries', label: 'Content:sitemap.salaries' },
  { path: '/subscriptions', label: 'Header:pricing' },
  { path: '/turbo-1', label: 'Content:sitemap.turbo' },
  { path: '/resume-builder', label: 'Header:resumeBuilder' },
  { path: '/community', label: 'Header:community' },
  { path: '/register', label: 'Content:sitemap.register' },
  { path: '/login', label: 'Content:sitemap.login' },
  { path: '/contact', label: 'Footer:contact' },
  { path: '/telegram', label: 'Footer:telegramBot' },
  { path: '/agreement', label: 'Footer:terms' },
  { path: '/privacy', label: 'Footer:privacy' },
  { path: '/rules', label: 'Content:sitemap.rules' },
  { path: '/outstaffing', label: 'Footer:outstaffingTerms' },
  { path: '/cookie', label: 'Footer:cookies' },
] as const;

function Group({ id, title, entries }: { id: string; title: string; entries: Entry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="break-inside-avoid rounded-xl border border-neutral-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="underline-offset-2 hover:underline">
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing families in the order the page shows them, each a loader list and the catalog key of its heading. */
const FAMILIES = [
  ['continents', 'sitemap.continents'],
  ['countries', 'sitemap.countries'],
  ['cities', 'sitemap.cities'],
  ['seniority', 'sitemap.seniority'],
  ['roles', 'sitemap.roles'],
  ['industries', 'sitemap.industries'],
  ['technologies', 'sitemap.technologies'],
  ['searches', 'sitemap.searches'],
  ['candidates', 'sitemap.candidateLandings'],
  ['salaryReports', 'sitemap.salaries'],
  ['posts', 'sitemap.articles'],
] as const;

/** `/sitemap`: the site's map for people, in the page's language (the XML sitemap serves crawlers). */
export default function SitemapPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation('Content');
  const to = useLocalePath();
  const isLive = useIsLive();
  return (
    <DefaultLayout>
      <PageMeta title={t('sitemap.title')} description={t('sitemap.intro')} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('sitemap.title'), link: to('/sitemap') },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t('sitemap.title')}</h1>
        <p className="mt-2 text-lg text-muted">{t('sitemap.intro')}</p>
        <div className="mt-8 gap-6 space-y-6 md:columns-2 lg:columns-3">
          <Group
            id="sections"
            title={t('sitemap.sections')}
            entries={SECTIONS.filter((section) => isLive(section.path)).map((section) => ({
              to: to(section.path),
              label: t(section.label),
            }))}
          />
          {FAMILIES.map(([key, title]) => (
            <Group
              key={key}
              id={key}
              title={t(title)}
              entries={data[key]
                .filter((link) => isLive(link.path))
                .map((link) => ({ to: to(link.path), label: link.name }))}
            />
          ))}
        </div>
      </div>
    </DefaultLayout>
  );
}
