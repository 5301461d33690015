import { LOCALES, RESUME_LANGUAGE_LEVELS, RESUMES, type TResumeDocument } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../../components/layout/LanguageSwitcher.tsx';
import { CheckInput, SelectInput, TextInput } from '../../../../components/ui/StateInputs.tsx';
import { TextArea } from '../../../../components/ui/TextArea.tsx';
import { EntryList, useEntryBinding } from './EntryList.tsx';
import type { ResumeWizard } from './use-resume-wizard.ts';

type Group = 'personal' | 'position';

/** A field outside the list sections (`personal.email`, `summary`) as the inputs take it. */
export function useFieldBinding(wizard: ResumeWizard) {
  return (path: `${Group}.${string}` | 'summary' | 'language') => {
    const [group, key] = path.split('.') as [string, string | undefined];
    const document = wizard.draft.document as unknown as Record<string, Record<string, unknown> | unknown>;
    const value = key ? (document[group] as Record<string, unknown>)[key] : document[group];
    return {
      value,
      errors: wizard.errors[path],
      isAutofilled: wizard.draft.document.autofilled.includes(path),
      onChange: (next: unknown) =>
        wizard.edit(path, (current) =>
          key
            ? ({ ...current, [group]: { ...(current[group as Group] as object), [key]: next } } as TResumeDocument)
            : ({ ...current, [group]: next } as TResumeDocument),
        ),
    };
  };
}

export function PersonalStep({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const bind = useFieldBinding(wizard);
  const text = (path: Parameters<typeof bind>[0], label: string, type?: 'email' | 'tel', maxLength?: number) => {
    const field = bind(path);
    return (
      <TextInput
        label={label}
        value={String(field.value ?? '')}
        onChange={field.onChange}
        errors={field.errors}
        {...(type ? { type } : {})}
        {...(maxLength ? { maxLength } : {})}
      />
    );
  };
  const language = bind('language');
  const inMetadata = bind('personal.name_in_metadata');
  return (
    <>
      <section aria-label={t('personalTitle')} className="mb-6">
        <h2 className="mb-3 text-xl font-semibold">{t('personalTitle')}</h2>
        <div className="grid gap-x-4 md:grid-cols-2">
          {text('personal.first_name', t('firstName'), undefined, RESUMES.nameMax)}
          {text('personal.last_name', t('lastName'), undefined, RESUMES.nameMax)}
          {text('personal.email', t('email'), 'email')}
          {text('personal.phone', t('phone'), 'tel', 40)}
          {text('personal.city', t('city'))}
          {text('personal.country', t('country'))}
        </div>
        <CheckInput label={t('nameInMetadata')} checked={inMetadata.value === true} onChange={inMetadata.onChange} />
      </section>
      <section aria-label={t('positionTitle')}>
        <h2 className="mb-3 text-xl font-semibold">{t('positionTitle')}</h2>
        {text('position.title', t('desiredPosition'), undefined, RESUMES.titleMax)}
        <div className="grid gap-x-4 md:grid-cols-2">
          {text('position.salary', t('salary'), undefined, 60)}
          {text('position.employment', t('employment'), undefined, 60)}
        </div>
        <SelectInput
          label={t('resumeLanguage')}
          description={t('resumeLanguageHint')}
          value={String(language.value)}
          options={LOCALES.map((locale) => ({ value: locale, name: LANGUAGE_LABELS[locale] }))}
          onChange={language.onChange}
          errors={language.errors}
        />
      </section>
    </>
  );
}

const MONTH_HINT = 'YYYY-MM';

export function ExperienceStep({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const bind = useEntryBinding(wizard, 'experience');
  return (
    <EntryList
      wizard={wizard}
      section="experience"
      title={t('experienceTitle')}
      entryTitle={(index) => wizard.draft.document.experience[index]?.position || t('jobNumber', { number: index + 1 })}
      addLabel={t('addJob')}
      blank={{ position: '', company: '', city: '', start: '', end: '', description: '' }}
      max={RESUMES.experienceMax}
    >
      {(index) => {
        const description = bind(index, 'description');
        return (
          <>
            <div className="grid gap-x-4 md:grid-cols-2">
              <TextInput label={t('jobPosition')} {...bind(index, 'position')} />
              <TextInput label={t('company')} {...bind(index, 'company')} />
              <TextInput label={t('city')} {...bind(index, 'city')} />
              <div className="grid gap-x-4 sm:grid-cols-2 md:col-span-2">
                <TextInput label={t('start')} type="month" placeholder={MONTH_HINT} {...bind(index, 'start')} />
                <TextInput
                  label={t('end')}
                  description={t('endHint')}
                  type="month"
                  placeholder={MONTH_HINT}
                  {...bind(index, 'end')}
                />
              </div>
            </div>
            <AutofilledText label={t('jobDescription')} field={description} maxLength={RESUMES.textMax} />
          </>
        );
      }}
    </EntryList>
  );
}

/** The multi-line input with the resume-processing notice while its text is the one filled in automatically. */
export function AutofilledText({
  label,
  field,
  maxLength,
}: {
  label: string;
  field: {
    value: unknown;
    errors?: readonly string[] | undefined;
    isAutofilled: boolean;
    onChange: (value: string) => void;
  };
  maxLength: number;
}) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  return (
    <TextArea
      label={label}
      value={String(field.value ?? '')}
      onChange={(event) => field.onChange(event.target.value)}
      {...(field.errors ? { errors: [...field.errors] } : {})}
      isAiGenerated={field.isAutofilled}
      aiNotice={t('autofilledNotice')}
      maxLength={maxLength}
      rows={4}
      autosize
      className="mb-4"
    />
  );
}

export function EducationStep({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const school = useEntryBinding(wizard, 'education');
  const course = useEntryBinding(wizard, 'courses');
  return (
    <>
      <EntryList
        wizard={wizard}
        section="education"
        title={t('educationTitle')}
        entryTitle={(index) =>
          wizard.draft.document.education[index]?.institution || t('schoolNumber', { number: index + 1 })
        }
        addLabel={t('addSchool')}
        blank={{ institution: '', degree: '', field: '', start: '', end: '', description: '' }}
        max={RESUMES.educationMax}
      >
        {(index) => (
          <>
            <div className="grid gap-x-4 md:grid-cols-2">
              <TextInput label={t('institution')} {...school(index, 'institution')} />
              <TextInput label={t('degree')} {...school(index, 'degree')} />
              <TextInput label={t('studyField')} {...school(index, 'field')} />
              <div className="grid gap-x-4 sm:grid-cols-2 md:col-span-2">
                <TextInput label={t('start')} type="month" placeholder={MONTH_HINT} {...school(index, 'start')} />
                <TextInput label={t('end')} type="month" placeholder={MONTH_HINT} {...school(index, 'end')} />
              </div>
            </div>
            <AutofilledText label={t('schoolDescription')} field={school(index, 'description')} maxLength={1_000} />
          </>
        )}
      </EntryList>
      <EntryList
        wizard={wizard}
        section="courses"
        title={t('coursesTitle')}
        entryTitle={(index) => wizard.draft.document.courses[index]?.name || t('courseNumber', { number: index + 1 })}
        addLabel={t('addCourse')}
        blank={{ name: '', institution: '', year: '' }}
        max={RESUMES.coursesMax}
      >
        {(index) => (
          <div className="grid gap-x-4 md:grid-cols-3">
            <TextInput label={t('courseName')} {...course(index, 'name')} />
            <TextInput label={t('institution')} {...course(index, 'institution')} />
            <TextInput label={t('year')} maxLength={4} {...course(index, 'year')} />
          </div>
        )}
      </EntryList>
    </>
  );
}

export function SkillsStep({ wizard }: { wizard: ResumeWizard }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const skill = useEntryBinding(wizard, 'skills');
  const language = useEntryBinding(wizard, 'languages');
  const link = useEntryBinding(wizard, 'links');
  const skillLevels = [0, 1, 2, 3, 4, 5].map((level) => ({ value: String(level), name: t(`skillLevel.${level}`) }));
  const languageLevels = ['', ...RESUME_LANGUAGE_LEVELS].map((level) => ({
    value: level,
    name: level ? t(`languageLevel.${level}`) : t('notRated'),
  }));
  return (
    <>
      <EntryList
        wizard={wizard}
        section="skills"
        title={t('skillsTitle')}
        entryTitle={(index) => wizard.draft.document.skills[index]?.name || t('skillNumber', { number: index + 1 })}
        addLabel={t('addSkill')}
        blank={{ name: '', level: 0 }}
        max={RESUMES.skillsMax}
      >
        {(index) => {
          const level = skill(index, 'level');
          return (
            <div className="grid gap-x-4 md:grid-cols-2">
              <TextInput label={t('skillName')} maxLength={60} {...skill(index, 'name')} />
              <SelectInput
                label={t('level')}
                options={skillLevels}
                value={level.value}
                errors={level.errors}
                onChange={(value) => level.onChange(Number(value))}
              />
            </div>
          );
        }}
      </EntryList>
      <EntryList
        wizard={wizard}
        section="languages"
        title={t('languagesTitle')}
        entryTitle={(index) =>
          wizard.draft.document.languages[index]?.name || t('languageNumber', { number: index + 1 })
        }
        addLabel={t('addLanguage')}
        blank={{ name: '', level: '' }}
        max={RESUMES.languagesMax}
      >
        {(index) => (
          <div className="grid gap-x-4 md:grid-cols-2">
            <TextInput label={t('languageName')} maxLength={60} {...language(index, 'name')} />
            <SelectInput label={t('level')} options={languageLevels} {...language(index, 'level')} />
          </div>
        )}
      </EntryList>
      <EntryList
        wizard={wizard}
        section="links"
        title={t('linksTitle')}
        entryTitle={(index) => wizard.draft.document.links[index]?.label || t('linkNumber', { number: index + 1 })}
        addLabel={t('addLink')}
        blank={{ label: '', url: '' }}
        max={RESUMES.linksMax}
      >
        {(index) => (
          <div className="grid gap-x-4 md:grid-cols-2">
            <TextInput label={t('linkLabel')} maxLength={60} {...link(index, 'label')} />
            <TextInput label={t('linkUrl')} type="url" placeholder="https://" {...link(index, 'url')} />
          </div>
        )}
      </EntryList>
    </>
  );
}
