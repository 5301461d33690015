import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CandidateSearch } from '../../../components/candidates/CandidateSearch.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCandidates } from './load-candidates.server.ts';

// The city field is worded in Places.
export const handle = { i18n: ['Candidates', 'Places'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

export const loader = (args: Route.LoaderArgs) => loadCandidates(args);

/**
 * `/candidates`: the public list of anonymous candidates, server-rendered, with every filter in the address: the
 * results first, the filters beside them (behind a button on a phone).
 */
export default function CandidatesPage() {
  const { query, city, page, choices, isFiltered } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const title = query.search ? t('searchTitle', { search: query.search }) : t('listTitle');
  return (
    <DefaultLayout>
      <PageMeta title={title} description={t('listIntro')} />
      <div className="page-container py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/candidates') },
          ]}
        />
        <h1 className="mt-4 text-2xl font-bold lg:text-3xl">{title}</h1>
        <p className="mt-1 text-muted max-lg:hidden">{t('listIntro')}</p>
        <CandidateSearch
          query={query}
          city={city}
          page={page}
          choices={choices}
          emptyText={isFiltered ? t('noCandidatesFiltered') : t('noCandidates')}
          hasAllLink={isFiltered}
        />
      </div>
    </DefaultLayout>
  );
}
