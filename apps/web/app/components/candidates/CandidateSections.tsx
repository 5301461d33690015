import type { TCandidateDetails } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthText } from '../../lib/dates.ts';
import { textLang } from '../../lib/text-lang.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { OptionNames } from './CandidateCard.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What every reader of a profile sees: expectations, jobs, education and skills. A job's employer is `null` in the
 * anonymous view where the candidate hid it, and is said to be hidden.
 */
export function CandidateSections({ candidate, names }: { candidate: TCandidateDetails; names: OptionNames }) {
  const { t } = useTranslation('Candidates');
  const locale = useLocale();
  return (
    <div className="grid gap-6">
      {candidate.expectation_description ? (
        <Section id="expectation-title" title={t('expectationTitle')}>
          <p className="mt-3 whitespace-pre-line" lang={textLang(candidate.language, locale)}>
            {candidate.expectation_description}
          </p>
        </Section>
      ) : null}
      {candidate.experience_entries.length > 0 ? (
        <Section id="experience-title" title={t('experienceTitle')}>
          <ul className="mt-3 divide-y divide-neutral-200">
            {candidate.experience_entries.map((entry) => (
              <li key={entry.id} className="py-3" data-testid="experience-entry">
                <h3 className="font-semibold">{entry.position}</h3>
                <p className="text-sm text-muted">
                  {entry.company_name ?? t('employerHidden')}
                  {' · '}
                  {monthText(entry.started_at, locale)} –{' '}
                  {entry.ended_at ? monthText(entry.ended_at, locale) : t('present')}
                </p>
                {entry.description ? <p className="mt-2 whitespace-pre-line">{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {candidate.education.length > 0 ? (
        <Section id="education-title" title={t('educationTitle')}>
          <ul className="mt-3 divide-y divide-neutral-200">
            {candidate.education.map((entry) => (
              <li key={entry.id} className="py-3">
                <h3 className="font-semibold">{entry.institution}</h3>
                <p className="text-sm text-muted">
                  {[entry.degree ? names.degrees?.[entry.degree] : null, entry.specialty || null]
                    .filter(Boolean)
                    .concat(`${entry.start_year} – ${entry.end_year ?? t('present')}`)
                    .join(' · ')}
                </p>
                {entry.description ? <p className="mt-2 whitespace-pre-line">{entry.description}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {candidate.skills.length > 0 ? (
        <Section id="skills-title" title={t('skillsEntriesTitle')}>
          <ul className="mt-3 flex flex-wrap gap-2">
            {candidate.skills.map((skill) => (
              <li key={skill.id} className="rounded-full bg-neutral-100 px-3 py-1 text-sm">
                {skill.level
                  ? t('skillWithLevel', { skill: skill.name, level: t(`skillLevel_${skill.level}`) })
                  : skill.name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
