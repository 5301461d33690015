import type { TVacancyCard } from '@hushwork/contract';
import { Building2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { textLang } from '../../lib/text-lang.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { choiceKey, placesOf, salaryOf } from './vacancy-words.ts';

/**
 * One vacancy in a list: what a job seeker scans before opening it. `headingLevel` keeps the page's outline whole
 * (an h2 under the page's h1, an h3 under a section's h2).
 */
export function VacancyCard({
  vacancy,
  headingLevel = 2,
  isFeatured = false,
}: {
  vacancy: TVacancyCard;
  headingLevel?: 2 | 3;
  /** Shown in one of the search's featured slots: marked so, whatever its own placement. */
  isFeatured?: boolean;
}) {
  const { t } = useTranslation('Vacancies');
  const to = useLocalePath();
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const salary = salaryOf(t, vacancy);
  const places = placesOf(t, vacancy);
  const highlighted = isFeatured || vacancy.is_vip || vacancy.is_top;
  return (
    <li
      className={`rounded-2xl border bg-white p-5 ${highlighted ? 'border-brand' : 'border-neutral-200'}`}
      data-testid="vacancy-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 text-lg font-semibold" lang={textLang(vacancy.language, locale)}>
          <Link to={to(`/job-openings/${vacancy.slug}`)} className="hover:underline">
            {vacancy.title}
          </Link>
        </Heading>
        {salary ? <p className="font-semibold whitespace-nowrap">{salary}</p> : null}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="flex items-center gap-1">
          {vacancy.company.logo_id ? (
            <img
              src={`/api/images/${vacancy.company.logo_id}?variant=thumb`}
              alt=""
              className="size-5 rounded object-contain"
            />
          ) : (
            <Building2 aria-hidden="true" className="size-4" />
          )}
          {vacancy.company.name}
        </span>
        {places ? (
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {places}
          </span>
        ) : null}
        {vacancy.seniority ? <span>{t(choiceKey('seniority', vacancy.seniority))}</span> : null}
        <span>{dateText(vacancy.published_at, locale, 'day')}</span>
        {isFeatured ? (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-ink" data-testid="featured">
            {t('featured')}
          </span>
        ) : null}
        {vacancy.is_vip && !isFeatured ? (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-ink">{t('vip')}</span>
        ) : null}
        {vacancy.is_top && !vacancy.is_vip && !isFeatured ? (
          <span className="rounded-full bg-brand-soft px-2 py-0.5 font-semibold text-ink" data-testid="top-mark">
            {t('top')}
          </span>
        ) : null}
      </p>
      {vacancy.excerpt ? (
        <p className="mt-3 line-clamp-3" lang={textLang(vacancy.language, locale)}>
          {vacancy.excerpt}
        </p>
      ) : null}
      {vacancy.keywords.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('technologies')}>
          {vacancy.keywords.map((keyword) => (
            <li key={keyword.id} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {keyword.name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
