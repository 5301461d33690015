import { CANDIDATES, type TCandidateCard } from '@hushwork/contract';
import { MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLang } from '../../lib/text-lang.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { formatAmount } from '../vacancies/vacancy-words.ts';

/** The catalogs' option lists a candidate's facts are named from (spec section 9), by their catalog key. */
export type OptionKind = 'seniority' | 'experience' | 'english_levels' | 'job_types' | 'employment' | 'degrees';
type Option = { key: string; name: string };

/**
 * The names of option keys in the page's language, one table per list: keys repeat across lists (`without` is both
 * "No experience" and "No English"), so a key is only ever looked up in the list of its own field.
 */
export type OptionNames = Readonly<Partial<Record<OptionKind, Readonly<Record<string, string>>>>>;

export const optionNamesOf = (lists: Partial<Record<OptionKind, readonly Option[]>>): OptionNames =>
  Object.fromEntries(
    Object.entries(lists).map(([kind, list]) => [
      kind,
      Object.fromEntries(list.map((option) => [option.key, option.name])),
    ]),
  );

export const placeNames = (card: Pick<TCandidateCard, 'places'>) =>
  card.places.map((place) => (place.city_name ? `${place.city_name}, ${place.country_name}` : place.country_name));

/**
 * The facts a company scans for, one short line: seniority, experience, English and the salary expectation. Every
 * part is anonymous (spec section 5): the card never names, shows or reaches the person.
 */
export function CandidateFacts({ card, names }: { card: TCandidateCard; names: OptionNames }) {
  const { t } = useTranslation('Candidates');
  const facts = [
    card.seniority ? names.seniority?.[card.seniority] : null,
    names.experience?.[card.experience] ? t('experienceFact', { experience: names.experience[card.experience] }) : null,
    names.english_levels?.[card.english_level]
      ? t('englishFact', { level: names.english_levels[card.english_level] })
      : null,
    card.salary !== null
      ? t('salaryFact', { salary: formatAmount(card.salary), currency: CANDIDATES.salaryCurrency })
      : null,
  ].filter(Boolean);
  return <p className="mt-1 flex flex-wrap gap-x-4 text-sm text-muted">{facts.join(' · ')}</p>;
}

/** One listed candidate: an anonymous label, the desired position and what they know and expect. */
export function CandidateCard({ card, names }: { card: TCandidateCard; names: OptionNames }) {
  const { t } = useTranslation('Candidates');
  const to = useLocalePath();
  const locale = useLocale();
  const places = placeNames(card);
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="candidate-card">
      <p className="flex items-center gap-2 text-sm text-muted">
        <UserRound aria-hidden="true" className="size-4" />
        {t('anonymousLabel')}
      </p>
      <h2 className="mt-1 text-lg font-semibold" lang={textLang(card.language, locale)}>
        <Link to={to(`/candidate/${card.slug}`)} className="hover:underline">
          {card.desired_position}
        </Link>
      </h2>
      <CandidateFacts card={card} names={names} />
      {places.length > 0 ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4" />
          {places.join('; ')}
        </p>
      ) : null}
      {card.expectation_excerpt ? (
        <p className="mt-3 line-clamp-3" lang={textLang(card.language, locale)}>
          {card.expectation_excerpt}
        </p>
      ) : null}
      {card.keywords.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('keywords')}>
          {card.keywords.map((keyword) => (
            <li key={keyword.id} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
              {keyword.name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
