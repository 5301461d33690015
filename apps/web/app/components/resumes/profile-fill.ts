import type { TCandidateOwn, TResumeDocument } from '@hushwork/contract';
import { withMarked } from './autofilled.ts';

/** The candidate profile's skill levels on the resume's 1–5 scale (0 is "not rated"). */
const SKILL_LEVEL = { beginner: 2, intermediate: 3, advanced: 4, expert: 5 } as const;

/** The profile's English level as a resume language level; `without` adds no language. */
const ENGLISH_LEVEL: Record<string, TResumeDocument['languages'][number]['level']> = {
  beginner: 'A1',
  pre_intermediate: 'A2',
  intermediate: 'B1',
  upper_intermediate: 'B2',
  fluent: 'C2',
};

const month = (date: string | null) => (date ? date.slice(0, 7) : '');

export type ProfileFill = {
  /** The document with everything the profile holds copied and marked autofilled. */
  filled: TResumeDocument;
  /** The document with only the fields that were empty filled: what "keep mine" gives. */
  kept: TResumeDocument;
  /** Whether any field that already had text would be replaced (then the wizard asks first). */
  hasConflicts: boolean;
};

/**
 * "Fill from my profile": copies the position, skills, languages, summary and experience the profile has; a field
 * or list that already holds something is replaced only in `filled`, so the wizard can ask before using it.
 */
export function fillFromProfile(document: TResumeDocument, candidate: TCandidateOwn): ProfileFill {
  const englishLevel = ENGLISH_LEVEL[candidate.english_level];
  const from = {
    title: candidate.desired_position.trim(),
    summary: candidate.expectation_description.trim(),
    skills: candidate.skills.map((skill) => ({ name: skill.name, level: skill.level ? SKILL_LEVEL[skill.level] : 0 })),
    languages: englishLevel ? [{ name: 'English', level: englishLevel }] : [],
    experience: candidate.experience_entries.map((entry) => ({
      position: entry.position,
      company: entry.company_name,
      city: '',
      start: month(entry.started_at),
      end: month(entry.ended_at),
      description: entry.description,
    })),
  };
  const has = {
    title: from.title !== '',
    summary: from.summary !== '',
    skills: from.skills.length > 0,
    languages: from.languages.length > 0,
    experience: from.experience.length > 0,
  };
  const taken = {
    title: document.position.title.trim() !== '',
    summary: document.summary.trim() !== '',
    skills: document.skills.length > 0,
    languages: document.languages.length > 0,
    experience: document.experience.length > 0,
  };
  const build = (overwrite: boolean) => {
    const use = (key: keyof typeof has) => has[key] && (overwrite || !taken[key]);
    let next: TResumeDocument = {
      ...document,
      position: use('title') ? { ...document.position, title: from.title } : document.position,
      summary: use('summary') ? from.summary : document.summary,
      skills: use('skills') ? from.skills : document.skills,
      languages: use('languages') ? from.languages : document.languages,
      experience: use('experience') ? from.experience : document.experience,
    };
    const marks = [
      ...(use('title') ? ['position.title'] : []),
      ...(use('summary') ? ['summary'] : []),
      ...(use('experience') ? from.experience.map((_, index) => `experience.${index}.description`) : []),
    ];
    next = withMarked(next, marks);
    return next;
  };
  const hasConflicts = (Object.keys(has) as (keyof typeof has)[]).some((key) => has[key] && taken[key]);
  return { filled: build(true), kept: build(false), hasConflicts };
}
