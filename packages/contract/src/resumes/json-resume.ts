import { isLocale, RESUMES } from '../constants.ts';
import {
  RESUME_LANGUAGE_LEVELS,
  type TResumeDocument,
  ZResumeDocument,
  ZResumeLink,
  ZResumePersonal,
} from './resume-document.ts';

/**
 * The resume document as a JSON Resume (jsonresume.org, schema v1.0.0) and back: export gives a file other tools
 * read; import fills the wizard from one. Pure functions, no Node API, so the web imports this file too.
 */
export type JsonResume = {
  basics: {
    name: string;
    label: string;
    image?: string;
    email: string;
    phone: string;
    summary: string;
    location: { city: string; countryCode?: string; region?: string };
    profiles: { network: string; url: string }[];
    salary?: string;
    employment?: string;
  };
  work: { name: string; position: string; location: string; startDate: string; endDate: string; summary: string }[];
  education: {
    institution: string;
    area: string;
    studyType: string;
    startDate: string;
    endDate: string;
    summary: string;
  }[];
  skills: { name: string; level: string }[];
  languages: { language: string; fluency: string }[];
  certificates: { name: string; issuer: string; date: string }[];
  meta: { language: string };
};

/** Skill levels 1–5 as JSON Resume's free-text words; import also reads "4/5", "4" and a few synonyms. */
const SKILL_WORDS = ['', 'Beginner', 'Elementary', 'Intermediate', 'Advanced', 'Expert'] as const;
const SKILL_SYNONYMS: Record<string, number> = {
  novice: 1,
  basic: 1,
  beginner: 1,
  elementary: 2,
  junior: 2,
  intermediate: 3,
  middle: 3,
  good: 3,
  advanced: 4,
  senior: 4,
  proficient: 4,
  expert: 5,
  master: 5,
};

export function toJsonResume(document: TResumeDocument): JsonResume {
  const { personal, position } = document;
  const country = personal.country;
  return {
    basics: {
      name: [personal.first_name, personal.last_name].filter(Boolean).join(' '),
      label: position.title,
      ...(document.photo ? { image: document.photo } : {}),
      email: personal.email,
      phone: personal.phone,
      summary: document.summary,
      location: {
        city: personal.city,
        ...(/^[A-Z]{2}$/.test(country) ? { countryCode: country } : country ? { region: country } : {}),
      },
      profiles: document.links.map((link) => ({ network: link.label, url: link.url })),
      // Not in the schema, which allows more fields: kept so an export read back loses nothing.
      ...(position.salary ? { salary: position.salary } : {}),
      ...(position.employment ? { employment: position.employment } : {}),
    },
    work: document.experience.map((job) => ({
      name: job.company,
      position: job.position,
      location: job.city,
      startDate: job.start,
      endDate: job.end,
      summary: job.description,
    })),
    education: document.education.map((school) => ({
      institution: school.institution,
      area: school.field,
      studyType: school.degree,
      startDate: school.start,
      endDate: school.end,
      summary: school.description,
    })),
    skills: document.skills.map((skill) => ({ name: skill.name, level: SKILL_WORDS[skill.level] ?? '' })),
    languages: document.languages.map((spoken) => ({
      language: spoken.name,
      fluency: spoken.level === 'native' ? 'Native speaker' : spoken.level,
    })),
    certificates: document.courses.map((course) => ({
      name: course.name,
      issuer: course.institution,
      date: course.year,
    })),
    meta: { language: document.language },
  };
}

// Reading: anything may be missing or of the wrong type, so every value is looked at before it is used.
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown, max: number): Record<string, unknown>[] =>
  Array.isArray(value) ? value.slice(0, max).map(record) : [];
/** A string cut to the schema's length, so a long import is shortened rather than refused. */
const str = (value: unknown, max: number = RESUMES.lineMax): string =>
  typeof value === 'string' ? value.trim().slice(0, max).trim() : typeof value === 'number' ? String(value) : '';

/** `YYYY-MM-DD`, `YYYY-MM` or `YYYY` as the document's `YYYY-MM` (a bare year as its January); else empty. */
export function jsonResumeMonth(value: unknown): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(str(value));
  if (!match) return '';
  const month = match[2] ?? '01';
  return Number(month) >= 1 && Number(month) <= 12 ? `${match[1]}-${month}` : '';
}

function skillLevel(value: unknown): number {
  const text = str(value).toLowerCase();
  const number = /^([0-5])(\s*\/\s*5)?$/.exec(text);
  if (number) return Number(number[1]);
  return SKILL_SYNONYMS[text.split(/\s+/)[0] ?? ''] ?? 0;
}

function languageLevel(value: unknown): TResumeDocument['languages'][number]['level'] {
  const text = str(value);
  const cefr = /\b([ABC][12])\b/i.exec(text)?.[1]?.toUpperCase();
  if (cefr && (RESUME_LANGUAGE_LEVELS as readonly string[]).includes(cefr)) return cefr as 'A1';
  return /native|mother|рідн|родн|mutter|ojczy/i.test(text) ? 'native' : '';
}

const validOr = <T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  value: unknown,
  fallback: T,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : fallback;
};

const filled = (entry: Record<string, string>) => Object.values(entry).some(Boolean);

const PHOTO = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/;

/** The resume language a JSON Resume file names (`meta.language`, one of ours), or null when it names none. */
export function jsonResumeLanguage(json: unknown): TResumeDocument['language'] | null {
  const language = str(record(record(json).meta).language);
  return isLocale(language) ? language : null;
}

/**
 * A JSON Resume as a document, tolerantly: unknown fields are ignored, wrong types read as empty, dates cut to
 * months, lists to their maximum length, and an invalid e-mail or link left out. The long texts it fills are marked
 * autofilled, so the wizard shows them as imported until the owner edits them.
 */
export function fromJsonResume(json: unknown): TResumeDocument {
  const root = record(json);
  const basics = record(root.basics);
  const location = record(basics.location);
  const [first = '', ...rest] = str(basics.name, 2 * RESUMES.nameMax).split(/\s+/);
  const profiles = list(basics.profiles, RESUMES.linksMax).map((profile) => ({
    label: str(profile.network, 60) || str(profile.username, 60),
    url: str(profile.url),
  }));
  const links = [...(str(basics.url) ? [{ label: '', url: str(basics.url) }] : []), ...profiles]
    .map((link) => validOr(ZResumeLink, link, null))
    .filter((link) => link !== null && link.url !== '')
    .slice(0, RESUMES.linksMax);
  const image = str(basics.image, Number.MAX_SAFE_INTEGER);
  const description = (item: Record<string, unknown>, max: number) => {
    const highlights = Array.isArray(item.highlights) ? item.highlights.map((line) => str(line)).filter(Boolean) : [];
    return [str(item.summary ?? item.description, max), ...highlights].filter(Boolean).join('\n').slice(0, max).trim();
  };
  const document = ZResumeDocument.parse({
    language: jsonResumeLanguage(json) ?? 'en',
    personal: {
      first_name: first.slice(0, RESUMES.nameMax),
      last_name: rest.join(' ').slice(0, RESUMES.nameMax).trim(),
      email: validOr(ZResumePersonal.shape.email, str(basics.email), ''),
      phone: str(basics.phone, 40),
      city: str(location.city),
      country: str(location.countryCode) || str(location.region),
    },
    position: {
      title: str(basics.label, RESUMES.titleMax),
      salary: str(basics.salary, 60),
      employment: str(basics.employment, 60),
    },
    summary: str(basics.summary, RESUMES.summaryMax),
    experience: list(root.work, RESUMES.experienceMax)
      .map((job) => ({
        position: str(job.position),
        company: str(job.name) || str(job.company),
        city: str(job.location),
        start: jsonResumeMonth(job.startDate),
        end: jsonResumeMonth(job.endDate),
        description: description(job, RESUMES.textMax),
      }))
      .filter(filled),
    education: list(root.education, RESUMES.educationMax)
      .map((school) => ({
        institution: str(school.institution),
        degree: str(school.studyType),
        field: str(school.area),
        start: jsonResumeMonth(school.startDate),
        end: jsonResumeMonth(school.endDate),
        description: description(school, 1_000),
      }))
      .filter(filled),
    skills: list(root.skills, RESUMES.skillsMax)
      .map((skill) => ({ name: str(skill.name, 60), level: skillLevel(skill.level) }))
      .filter((skill) => skill.name),
    languages: list(root.languages, RESUMES.languagesMax)
      .map((spoken) => ({ name: str(spoken.language, 60), level: languageLevel(spoken.fluency) }))
      .filter((spoken) => spoken.name),
    courses: list(root.certificates, RESUMES.coursesMax)
      .map((course) => ({
        name: str(course.name),
        institution: str(course.issuer),
        year: str(course.date).slice(0, 4),
      }))
      .filter((course) => course.name),
    links,
    photo: PHOTO.test(image) && image.length <= Math.ceil((RESUMES.photoMaxBytes * 4) / 3) ? image : null,
  });
  document.autofilled = [
    ...(document.summary ? ['summary'] : []),
    ...document.experience.flatMap((job, index) => (job.description ? [`experience.${index}.description`] : [])),
    ...document.education.flatMap((school, index) => (school.description ? [`education.${index}.description`] : [])),
  ];
  return document;
}
