import { CANDIDATES, type TCandidateDetails } from '@hushwork/contract';
import { EyeOff, MapPin, UserRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useActionData, useLoaderData } from 'react-router';
import { QuickJobForm } from '../../../components/applications/QuickJobForm.tsx';
import {
  CandidateFacts,
  type OptionNames,
  optionNamesOf,
  placeNames,
} from '../../../components/candidates/CandidateCard.tsx';
import { CandidateContacts, CandidatePortrait } from '../../../components/candidates/CandidateIdentity.tsx';
import { CandidateSections } from '../../../components/candidates/CandidateSections.tsx';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { textLang } from '../../../lib/text-lang.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { loadCandidate, submitCandidateTool } from './candidate.server.ts';

export const handle = { i18n: ['Candidates', 'validation', 'Applications'] } satisfies I18nHandle;

/**
 * The message, rating and note forms (Conform and the contract's schemas, about 45 KB) load only for the company members who
 * get them: guests and job seekers, most of this public page's readers, never download them.
 */
const CompanyTools = lazy(() =>
  import('../../../components/candidates/CompanyTools.tsx').then((module) => ({ default: module.CompanyTools })),
);

export const loader = (args: Route.LoaderArgs) => loadCandidate(args);
export const action = (args: Route.ActionArgs) => submitCandidateTool(args);

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-4">
      <h2 className="text-sm font-semibold text-muted">{label}</h2>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => (
          <li key={item} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The head of the profile: who (the name for those it is opened to, else the anonymous label) and what they seek. */
function Summary({ candidate, names }: { candidate: TCandidateDetails; names: OptionNames }) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  const places = placeNames(candidate);
  const ways = [
    ...candidate.job_types.map((key) => names.job_types?.[key]),
    ...candidate.employment.map((key) => names.employment?.[key]),
  ].filter(Boolean) as string[];
  return (
    <section className="rounded-2xl border border-neutral-200 bg-white p-6" aria-labelledby="candidate-title">
      <div className="flex items-center gap-4">
        {candidate.view === 'anonymous' ? (
          <span
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-neutral-100"
            aria-hidden="true"
          >
            <UserRound className="size-10 text-muted" />
          </span>
        ) : (
          <CandidatePortrait candidate={candidate} />
        )}
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="text-sm text-muted" data-testid="candidate-identity">
            {candidate.view === 'anonymous' ? t('anonymousLabel') : candidate.name}
          </p>
          <h1 id="candidate-title" className="text-3xl font-bold" lang={textLang(candidate.language, locale)}>
            {candidate.desired_position}
          </h1>
          <CandidateFacts card={candidate} names={names} />
        </div>
      </div>
      {places.length > 0 ? (
        <p className="mt-4 flex items-center gap-1 text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          {places.join('; ')}
        </p>
      ) : null}
      <Chips label={t('specializations')} items={candidate.specializations.map((item) => item.name)} />
      <Chips label={t('keywords')} items={candidate.keywords.map((item) => item.name)} />
      <Chips label={t('tags')} items={candidate.tags} />
      <Chips label={t('workWays')} items={ways} />
    </section>
  );
}

/** Why the reader sees (or does not see) who the person is. */
function ViewNotice({ candidate }: { candidate: TCandidateDetails }) {
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  if (candidate.view === 'owner') {
    return (
      <p className="rounded-2xl bg-brand-soft p-4 text-sm">
        {t('ownerNotice')}{' '}
        <Link to={to('/profile/resume')} className="font-medium underline">
          {t('editProfile')}
        </Link>
      </p>
    );
  }
  if (candidate.view === 'opened') return <p className="rounded-2xl bg-brand-soft p-4 text-sm">{t('openedNotice')}</p>;
  return (
    <p className="flex gap-2 rounded-2xl border border-neutral-200 bg-white p-4 text-sm" data-testid="contacts-hidden">
      <EyeOff aria-hidden="true" className="size-5 shrink-0" />
      {t('contactsHiddenNotice')}
    </p>
  );
}

/** `/candidate/{slug}`: one profile, in the view the API gives the reader. */
export default function CandidatePage() {
  const { candidate, names, canNote, canRate, canWrite, offerVacancies, firstText } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const optionNames = optionNamesOf(names);
  // The title never names the person: it is shared, cached and bookmarked beyond the reader it was shown to.
  const title = t('candidateTitle', { position: candidate.desired_position });
  const excerpt = candidate.expectation_excerpt || t('candidateDescription', { position: candidate.desired_position });
  return (
    <DefaultLayout>
      <PageMeta title={title} description={excerpt.slice(0, CANDIDATES.excerptMax)} />
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/candidates') },
            { title: candidate.desired_position, link: to(`/candidate/${candidate.slug}`) },
          ]}
        />
        <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid content-start gap-6">
            <Summary candidate={candidate} names={optionNames} />
            <CandidateSections candidate={candidate} names={optionNames} />
          </div>
          <aside className="grid content-start gap-4" aria-label={t('asideLabel')}>
            {candidate.view === 'owner' ? null : <FavoriteButton type="candidate" id={candidate.id} />}
            <ViewNotice candidate={candidate} />
            {candidate.view === 'anonymous' ? null : <CandidateContacts candidate={candidate} />}
            {canNote || canRate || canWrite ? (
              <Suspense fallback={null}>
                <CompanyTools
                  candidateId={candidate.id}
                  viewer={candidate.viewer}
                  canNote={canNote}
                  canRate={canRate}
                  canWrite={canWrite}
                  firstText={firstText}
                  result={result}
                />
              </Suspense>
            ) : null}
            {offerVacancies.length > 0 ? (
              <QuickJobForm candidateId={candidate.id} vacancies={offerVacancies} result={result} />
            ) : null}
          </aside>
        </div>
      </div>
    </DefaultLayout>
  );
}
