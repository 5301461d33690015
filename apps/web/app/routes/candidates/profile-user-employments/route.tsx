import type { TCandidateEducation, TCandidateExperience, TCandidateSkill } from '@hushwork/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import {
  EducationForm,
  type EntryKind,
  ExperienceForm,
  RemoveEntry,
  SkillForm,
} from '../../../components/candidates/EntryForms.tsx';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { FormAlert } from '../../../components/ui/fields/FormParts.tsx';
import type { FormReply } from '../../../lib/form-reply.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { loadEmployments, submitEmployments } from './employments.server.ts';

export const handle = { i18n: ['Candidates', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadEmployments(args);
export const action = (args: Route.ActionArgs) => submitEmployments(args);

type Result = Awaited<ReturnType<typeof submitEmployments>> | undefined;
/** The reply of the form that posted: its kind and entry (none for the add form). */
const replyFor = (result: Result, kind: EntryKind, id: number | null) =>
  result && result.kind === kind && result.id === id && 'reply' in result
    ? { reply: result.reply as FormReply, saved: 'saved' in result }
    : { reply: null, saved: false };

const yearsOf = (from: string | number, to: string | number | null, now: string) => `${from} – ${to ?? now}`;

function EntrySection({
  kind,
  title,
  lead,
  count,
  empty,
  addForm,
  children,
}: {
  kind: EntryKind;
  title: string;
  lead: string;
  count: number;
  empty: string;
  addForm: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('Candidates');
  return (
    <section aria-labelledby={`${kind}-title`} className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6">
      <h2 id={`${kind}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      {count === 0 ? <p className="mt-4 text-muted">{empty}</p> : null}
      <ul className="mt-4 divide-y divide-neutral-200">{children}</ul>
      <details className="mt-4 rounded-xl border border-neutral-200 p-4" open={count === 0}>
        <summary className="cursor-pointer font-semibold">{t(`add_${kind}`)}</summary>
        {addForm}
      </details>
    </section>
  );
}

function EntryItem({
  kind,
  id,
  heading,
  detail,
  editLabel,
  removeLabel,
  children,
}: {
  kind: EntryKind;
  id: number;
  heading: string;
  detail: string;
  editLabel: string;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-medium">{heading}</p>
          <p className="text-sm text-muted">{detail}</p>
        </div>
        <RemoveEntry kind={kind} id={id} label={removeLabel} />
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm underline">{editLabel}</summary>
        {children}
      </details>
    </li>
  );
}

/** The candidate's career: jobs held, education and skills, each added, edited and removed on its own. */
export default function EmploymentsPage() {
  const { user, candidate, degrees } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('Candidates');
  const now = t('present');
  const removal = result && 'removed' in result && !result.removed ? result.message : null;
  const degreeName = (key: string | null) => degrees.find((degree) => degree.key === key)?.name ?? '';
  return (
    <ProfilePage user={user} title={t('employmentsTitle')}>
      <UserTabs />
      <p className="text-muted">{t('employmentsLead')}</p>
      <FormAlert message={removal} />
      <EntrySection
        kind="experience"
        title={t('experienceTitle')}
        lead={t('experienceLead')}
        count={candidate.experience_entries.length}
        empty={t('noExperience')}
        addForm={<ExperienceForm entry={null} {...replyFor(result, 'experience', null)} />}
      >
        {candidate.experience_entries.map((entry: TCandidateExperience) => (
          <EntryItem
            key={entry.id}
            kind="experience"
            id={entry.id}
            heading={`${entry.position} · ${entry.company_name}${entry.is_company_hidden ? ` (${t('hiddenFromPublic')})` : ''}`}
            detail={yearsOf(entry.started_at, entry.ended_at, now)}
            editLabel={t('editEntry', { name: entry.position })}
            removeLabel={t('removeEntry', { name: entry.position })}
          >
            <ExperienceForm entry={entry} {...replyFor(result, 'experience', entry.id)} />
          </EntryItem>
        ))}
      </EntrySection>
      <EntrySection
        kind="education"
        title={t('educationTitle')}
        lead={t('educationLead')}
        count={candidate.education.length}
        empty={t('noEducation')}
        addForm={<EducationForm entry={null} degrees={degrees} {...replyFor(result, 'education', null)} />}
      >
        {candidate.education.map((entry: TCandidateEducation) => (
          <EntryItem
            key={entry.id}
            kind="education"
            id={entry.id}
            heading={[entry.institution, entry.specialty].filter(Boolean).join(' · ')}
            detail={[degreeName(entry.degree), yearsOf(entry.start_year, entry.end_year, now)]
              .filter(Boolean)
              .join(', ')}
            editLabel={t('editEntry', { name: entry.institution })}
            removeLabel={t('removeEntry', { name: entry.institution })}
          >
            <EducationForm entry={entry} degrees={degrees} {...replyFor(result, 'education', entry.id)} />
          </EntryItem>
        ))}
      </EntrySection>
      <EntrySection
        kind="skills"
        title={t('skillsEntriesTitle')}
        lead={t('skillsEntriesLead')}
        count={candidate.skills.length}
        empty={t('noSkills')}
        addForm={<SkillForm entry={null} {...replyFor(result, 'skills', null)} />}
      >
        {candidate.skills.map((entry: TCandidateSkill) => (
          <EntryItem
            key={entry.id}
            kind="skills"
            id={entry.id}
            heading={entry.name}
            detail={entry.level ? t(`skillLevel_${entry.level}`) : ''}
            editLabel={t('editEntry', { name: entry.name })}
            removeLabel={t('removeEntry', { name: entry.name })}
          >
            <SkillForm entry={entry} {...replyFor(result, 'skills', entry.id)} />
          </EntryItem>
        ))}
      </EntrySection>
    </ProfilePage>
  );
}
