import type { TCompanyDetails, TVacancy } from '@hushwork/contract';
import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { ApplySection } from '../../../components/applications/ApplySection.tsx';
import { FavoriteButton } from '../../../components/favorites/FavoriteButton.tsx';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { Breadcrumbs } from '../../../components/ui/Breadcrumbs.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { PillLinks } from '../../../components/ui/PillLinks.tsx';
import { JobPostingJsonLd } from '../../../components/vacancies/JobPostingJsonLd.tsx';
import { VacancyCard } from '../../../components/vacancies/VacancyCard.tsx';
import { choiceKey, formatAmount, placesOf, salaryOf } from '../../../components/vacancies/vacancy-words.ts';
import { dateText } from '../../../lib/dates.ts';
import type { HydrationHandle } from '../../../lib/hydrate-on-interaction.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { isLivePath } from '../../../lib/live-sections.ts';
import { textLang } from '../../../lib/text-lang.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import { applyFromVacancyPage, loadApplyState } from '../../applications/job-opening-apply/apply.server.ts';
import type { Route } from './+types/route';
import { loadVacancy } from './load-vacancy.server.ts';

export const handle = {
  i18n: ['Vacancies', 'Applications', 'validation'],
  hydrate: 'on-interaction',
} satisfies I18nHandle & HydrationHandle;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadVacancy(args);
  return { ...page, apply: await loadApplyState(args, page.vacancy) };
}
export const action = (args: Route.ActionArgs) => applyFromVacancyPage(args);

/** The vacancy's attributes as a definition list; an attribute the company left empty is not listed. */
function Facts({ vacancy }: { vacancy: TVacancy }) {
  const { t } = useTranslation('Vacancies');
  const facts: [string, string | null][] = [
    [t('facts.salary'), salaryOf(t, vacancy)],
    [t('facts.places'), placesOf(t, vacancy) || null],
    [t('facts.seniority'), vacancy.seniority ? t(choiceKey('seniority', vacancy.seniority)) : null],
    [t('facts.experience'), vacancy.experience ? t(choiceKey('experience', vacancy.experience)) : null],
    [t('facts.englishLevel'), vacancy.english_level ? t(choiceKey('englishLevel', vacancy.english_level)) : null],
    [t('facts.jobTypes'), vacancy.job_types.map((type) => t(choiceKey('jobType', type))).join(', ') || null],
    [t('facts.employment'), vacancy.employment.map((type) => t(choiceKey('employment', type))).join(', ') || null],
    [t('facts.specializations'), vacancy.specializations.map((item) => item.name).join(', ') || null],
    [
      t('facts.hiringBonus'),
      vacancy.hiring_bonus ? `${formatAmount(vacancy.hiring_bonus)}\u00a0${vacancy.currency}` : null,
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_minmax(0,1fr)]">
      {facts
        .filter((fact): fact is [string, string] => fact[1] !== null)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-muted">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** The hiring company beside the vacancy: what it is and where, with a link to its page. */
function CompanyAside({ vacancy, company }: { vacancy: TVacancy; company: TCompanyDetails | null }) {
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const offices = company?.offices.map((office) => office.name).join(', ');
  return (
    <aside className="rounded-2xl border border-neutral-200 bg-white p-5" aria-labelledby="company-title">
      <h2 id="company-title" className="flex items-center gap-2 text-lg font-semibold">
        {vacancy.company.logo_id ? (
          <img
            src={`/api/images/${vacancy.company.logo_id}?variant=thumb`}
            alt=""
            className="size-10 rounded object-contain"
          />
        ) : (
          <Building2 aria-hidden="true" className="size-6 text-muted" />
        )}
        {vacancy.company.name}
      </h2>
      {company?.size ? <p className="mt-2 text-sm text-muted">{t('companySize', { size: company.size })}</p> : null}
      {offices ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {offices}
        </p>
      ) : null}
      {company?.description ? <p className="mt-3 line-clamp-5 text-sm">{company.description}</p> : null}
      <Link
        to={to(`/company/${vacancy.company.slug}`)}
        className="mt-4 inline-block font-semibold text-brand-strong underline"
      >
        {t('aboutCompany', { company: vacancy.company.name })}
      </Link>
    </aside>
  );
}

/** `/job-openings/{slug}`: everything the company entered, its card, and similar vacancies. */
export default function JobOpeningPage() {
  const { vacancy, similar, company, apply } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const locale = useLocale();
  const { pathname } = useLocation();
  const isPublic = vacancy.moderation_status === 'approved' && vacancy.state === 'active';
  const manage = `/profile/job-openings/${vacancy.id}`;
  return (
    <DefaultLayout>
      <PageMeta
        title={t('vacancyTitle', { title: vacancy.title, company: vacancy.company.name })}
        description={vacancy.excerpt}
      />
      {isPublic ? <JobPostingJsonLd vacancy={vacancy} path={pathname} /> : null}
      <div className="page-container py-10">
        <Breadcrumbs
          items={[
            { title: t('home'), link: to('/') },
            { title: t('listTitle'), link: to('/job-openings') },
            { title: vacancy.title, link: to(`/job-openings/${vacancy.slug}`) },
          ]}
        />
        {isPublic ? null : (
          <p className="mt-4 rounded-lg bg-brand-soft p-3" role="status">
            {vacancy.moderation_status === 'approved'
              ? t(`stateNotice.${vacancy.state}`)
              : t(`moderationNotice.${vacancy.moderation_status}`)}
          </p>
        )}
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <article>
            <h1 className="text-3xl font-bold" lang={textLang(vacancy.language, locale)}>
              {vacancy.title}
            </h1>
            <p className="mt-2 text-muted">{t('published', { date: dateText(vacancy.published_at, locale, 'day') })}</p>
            {/* Only what moderation approved may be saved; the favorites API refuses anything else. */}
            {vacancy.moderation_status === 'approved' ? (
              <FavoriteButton type="vacancy" id={vacancy.id} className="mt-3" />
            ) : null}
            {vacancy.can_manage && isLivePath(manage) ? (
              <Link to={to(manage)} className="mt-3 inline-block underline">
                {t('manage')}
              </Link>
            ) : null}
            <section className="mt-6" aria-label={t('factsTitle')}>
              <Facts vacancy={vacancy} />
            </section>
            {vacancy.keywords.length > 0 ? (
              <section className="mt-6">
                <h2 className="font-semibold">{t('technologies')}</h2>
                <PillLinks
                  className="mt-2"
                  links={vacancy.keywords.map((keyword) => ({
                    to: to(`/job-openings/technologies/${keyword.slug}`),
                    label: keyword.name,
                  }))}
                />
              </section>
            ) : null}
            <section className="mt-8" aria-labelledby="description-title">
              <h2 id="description-title" className="text-xl font-bold">
                {t('descriptionTitle')}
              </h2>
              <div
                className="rich-text mt-3 space-y-3"
                lang={textLang(vacancy.language, locale)}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps descriptions to an allow-list of tags (sanitize-description.ts).
                dangerouslySetInnerHTML={{ __html: vacancy.description }}
              />
            </section>
            {vacancy.questions.length > 0 ? (
              <section className="mt-8" aria-labelledby="questions-title">
                <h2 id="questions-title" className="text-xl font-bold">
                  {t('questionsTitle')}
                </h2>
                <ol className="mt-3 list-decimal space-y-1 pl-6">
                  {vacancy.questions.map((question) => (
                    <li key={question.id}>{question.text}</li>
                  ))}
                </ol>
              </section>
            ) : null}
            <ApplySection vacancy={vacancy} state={apply} />
          </article>
          <CompanyAside vacancy={vacancy} company={company} />
        </div>
        {similar.length > 0 ? (
          <section className="mt-12" aria-labelledby="similar-title">
            <h2 id="similar-title" className="text-2xl font-bold">
              {t('similarTitle')}
            </h2>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {similar.map((item) => (
                <VacancyCard key={item.id} vacancy={item} headingLevel={3} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </DefaultLayout>
  );
}
