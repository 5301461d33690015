import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { optionNamesOf } from '../../../components/candidates/CandidateCard.tsx';
import { CandidateFilters } from '../../../components/candidates/CandidateFilters.tsx';
import { CandidateResults } from '../../../components/candidates/CandidateResults.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel.tsx';
import { activeFilterCount } from '../../../components/ui/filters/use-live-filters.ts';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCandidates } from './load-candidates.server.ts';

// The city field is worded in Places.
export const handle = { i18n: ['Candidates', 'Places'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCandidates(args);

/**
 * `/candidates`: the public list of anonymous candidates, server-rendered, with every filter in the address: the
 * results first, the filters beside them (behind a button on a phone).
 */
export default function CandidatesPage() {
  const { query, city, page, choices, isFiltered } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const names = optionNamesOf({
    seniority: choices.seniority,
    experience: choices.experience,
    english_levels: choices.english_levels,
  });
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
        <FilterPanel
          activeCount={activeFilterCount(query, ['sort', 'page'])}
          filters={<CandidateFilters query={query} city={city} choices={choices} />}
          results={
            <CandidateResults
              found={page}
              names={names}
              empty={
                isFiltered ? (
                  <>
                    <p>{t('noCandidatesFiltered')}</p>
                    <Link to={to('/candidates')} className="mt-2 inline-block underline">
                      {t('allCandidates')}
                    </Link>
                  </>
                ) : (
                  <p>{t('noCandidates')}</p>
                )
              }
            />
          }
        />
      </div>
    </DefaultLayout>
  );
}
