import { CANDIDATES, candidateLandingPath } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { CandidateSearch } from '../../../components/candidates/CandidateSearch.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { PillLinks } from '../../../components/ui/PillLinks.tsx';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { loadCandidates } from '../candidates/load-candidates.server.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Candidates', 'Places'], hydrate: 'on-interaction' } satisfies I18nHandle &
  HydrationHandle;

/** The key is read from the path (`/candidates/search/python`); an unknown one is a 404. */
export const loader = (args: Route.LoaderArgs) => loadCandidates(args, args.params.key ?? '');

/** `/candidates/search/{key}`: the list with a landing's specializations, its own title, heading and description. */
export default function CandidatesLandingPage() {
  const { query, city, page, choices, landing } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const key = landing ?? CANDIDATES.landings[0];
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
        <CandidateSearch
          query={query}
          city={city}
          page={page}
          choices={choices}
          emptyText={t('landingEmpty')}
          hasAllLink
        >
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
        </CandidateSearch>
      </div>
    </DefaultLayout>
  );
}
