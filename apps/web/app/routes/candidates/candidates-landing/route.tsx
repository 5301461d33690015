import { CANDIDATES, candidateLandingPath } from '@hushwork/contract';
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
import { PillLinks } from '../../../components/ui/PillLinks.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { loadCandidates } from '../candidates/load-candidates.server.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Candidates', 'Places'] } satisfies I18nHandle;

/** The key is read from the path (`/candidates/search/python`); an unknown one is a 404. */
export const loader = (args: Route.LoaderArgs) => loadCandidates(args, args.params.key ?? '');

/** `/candidates/search/{key}`: the list with a landing's specializations, its own title, heading and description. */
export default function CandidatesLandingPage() {
  const { query, city, page, choices, landing } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const key = landing ?? CANDIDATES.landings[0];
  const names = optionNamesOf({
    seniority: choices.seniority,
    experience: choices.experience,
    english_levels: choices.english_levels,
  });
  const path = candidateLandingPath(key);
  return (
    <DefaultLayout>
      <PageMeta title={t(`landing_${key}_title`)} description={t(`landing_${key}_description`)} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/candidates') },
            { title: t(`landing_${key}_name`), link: to(path) },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold">{t(`landing_${key}_heading`)}</h1>
        <p className="mt-2 text-lg text-muted">{t(`landing_${key}_description`)}</p>
        <FilterPanel
          activeCount={activeFilterCount(query, ['sort', 'page'])}
          filters={<CandidateFilters query={query} city={city} choices={choices} />}
          results={
            <>
              <CandidateResults
                found={page}
                names={names}
                empty={
                  <>
                    <p>{t('landingEmpty')}</p>
                    <Link to={to('/candidates')} className="mt-2 inline-block underline">
                      {t('allCandidates')}
                    </Link>
                  </>
                }
              />
              <section className="mt-10" aria-labelledby="landings-title">
                <h2 id="landings-title" className="text-xl font-bold">
                  {t('otherLandings')}
                </h2>
                <PillLinks
                  links={CANDIDATES.landings
                    .filter((other) => other !== key)
                    .map((other) => ({ to: to(candidateLandingPath(other)), label: t(`landing_${other}_name`) }))}
                />
              </section>
            </>
          }
        />
      </div>
    </DefaultLayout>
  );
}
