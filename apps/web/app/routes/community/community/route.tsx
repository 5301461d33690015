import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { optionNamesOf } from '../../../components/candidates/CandidateCard.tsx';
import { CommunityFilters } from '../../../components/community/CommunityFilters.tsx';
import { CommunityIntro } from '../../../components/community/CommunityIntro.tsx';
import { MemberCard } from '../../../components/community/MemberCard.tsx';
import { OpenConfirm } from '../../../components/community/OpenConfirm.tsx';
import { PlanStrip } from '../../../components/community/PlanStrip.tsx';
import { useOpenQuestion } from '../../../components/community/use-open-question.ts';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { FilterPanel } from '../../../components/ui/filters/FilterPanel.tsx';
import { activeFilterCount } from '../../../components/ui/filters/use-live-filters.ts';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { ResultList } from '../../../components/ui/ResultList.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCommunity, submitCommunity } from './community.server.ts';

export const handle = { i18n: ['Community', 'Billing'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadCommunity(args);
export const action = (args: Route.ActionArgs) => submitCommunity(args);

type Directory = NonNullable<Awaited<ReturnType<typeof loadCommunity>>['directory']>;

/** The cards that match the address's filters, the company's plan above them, and the question before an open. */
function Directory({ directory, canOpen }: { directory: Directory; canOpen: boolean }) {
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  const { tariffs } = useLoaderData<typeof loader>();
  const { query, page, choices } = directory;
  const { back, openTo, asked } = useOpenQuestion();
  const names = optionNamesOf({
    seniority: choices.seniority,
    experience: choices.experience,
    english_levels: choices.english_levels,
  });
  const askedMember = canOpen ? page.list.find((member) => member.id === asked && !member.opened) : undefined;
  const isFiltered = activeFilterCount(query, ['page']) > 0;
  return (
    <>
      {tariffs.company ? <PlanStrip plan={tariffs.company} className="mt-6" /> : null}
      <FilterPanel
        activeCount={activeFilterCount(query, ['page'])}
        filters={<CommunityFilters query={query} choices={choices} />}
        results={
          <ResultList
            summary={t('directory.found', { count: page.total })}
            testId="members-found"
            found={page}
            label={t('directory.results')}
            empty={<p>{isFiltered ? t('directory.noneFiltered') : t('directory.none')}</p>}
          >
            {page.list.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                names={names}
                openTo={canOpen ? openTo(member.id) : to(`/community/${member.id}`)}
                canOpen={canOpen}
              />
            ))}
          </ResultList>
        }
      />
      {askedMember ? <OpenConfirm member={askedMember} plan={tariffs.company} back={back} /> : null}
    </>
  );
}

/**
 * `/community` (spec sections 1 and 3): companies search the community directory and open a member's name and
 * contacts with their plan; guests and workers read what it is and how to get in. Off on this deployment: a 404.
 */
export default function CommunityPage() {
  const { reader, tariffs, directory } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Community');
  const to = useLocalePath();
  return (
    <DefaultLayout>
      <PageMeta title={t('title')} description={t('lead')} />
      <div className="page-container py-6 lg:py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('title'), link: to('/community') },
          ]}
        />
        <h1 className="mt-4 text-2xl font-bold lg:text-3xl">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t('lead')}</p>
        {directory ? (
          <Directory directory={directory} canOpen={reader === 'owner' || reader === 'member'} />
        ) : reader === 'guest' || reader === 'worker' || reader === 'no-company' ? (
          <CommunityIntro reader={reader} tariffs={tariffs.tariffs} />
        ) : null}
      </div>
    </DefaultLayout>
  );
}
