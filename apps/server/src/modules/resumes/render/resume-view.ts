import {
  type Locale,
  resolvedDesign,
  type TResumeDesign,
  type TResumeDocument,
  type TResumeFont,
  type TResumeLayout,
} from '@hushwork/contract';
import { readableColorOn, readableTextColor } from './colors.ts';
import { fillWords, formatResumePeriod, type ResumeWords, resumeWordsOf } from './resume-words.ts';

export type RenderInput = { document: TResumeDocument; design: TResumeDesign };

type ResumeContact = { kind: 'email' | 'phone' | 'place'; text: string; href: string | null };
/** One line of a section: a job, a school, a course. */
export type ResumeEntry = { title: string; subtitle: string; period: string; paragraphs: string[] };
export type ResumeSkillView = { name: string; level: number; levelText: string };
type ResumeLinkView = { label: string; url: string };

/**
 * What every output draws, worked out once from the document and its design: empty entries and sections dropped,
 * dates formatted and titles worded in the resume's language, colours resolved to readable ones. HTML, PDF, DOCX and
 * TXT differ only in how they lay this out, so they cannot disagree on what a resume holds.
 */
export type ResumeView = {
  language: Locale;
  words: ResumeWords;
  layout: TResumeLayout;
  font: TResumeFont;
  fontSize: number;
  /** The accent (sidebar, band) and the text drawn on it. */
  color: string;
  onColor: string;
  /** The accent as text on white (section titles of the light layouts): darkened when too light to read. */
  inkColor: string;
  name: string;
  position: string;
  /** Salary and employment, each when given. */
  positionDetails: string[];
  contacts: ResumeContact[];
  photo: string | null;
  photoAlt: string;
  summary: string[];
  experience: ResumeEntry[];
  education: ResumeEntry[];
  skills: ResumeSkillView[];
  languages: ResumeSkillView[];
  courses: ResumeEntry[];
  links: ResumeLinkView[];
};

/** A text's non-empty lines: each is a paragraph of its own in every output. */
const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const joined = (parts: string[], separator = ', ') => parts.filter(Boolean).join(separator);

const hasContent = (entry: ResumeEntry) =>
  Boolean(entry.title || entry.subtitle || entry.period || entry.paragraphs.length);

/** A link's label when its owner gave none: the host, which reads better than the whole URL. */
function linkLabel(label: string, url: string): string {
  if (label) return label;
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

export function resumeViewOf({ document, design }: RenderInput): ResumeView {
  const resolved = resolvedDesign(design);
  const language = document.language;
  const words = resumeWordsOf(language);
  const { personal, position } = document;
  const name = joined([personal.first_name, personal.last_name], ' ');
  const place = joined([personal.city, personal.country]);
  const contacts: ResumeContact[] = [
    ...(personal.email ? [{ kind: 'email' as const, text: personal.email, href: `mailto:${personal.email}` }] : []),
    ...(personal.phone
      ? [{ kind: 'phone' as const, text: personal.phone, href: `tel:${personal.phone.replace(/[^\d+]/g, '')}` }]
      : []),
    ...(place ? [{ kind: 'place' as const, text: place, href: null }] : []),
  ];
  const onColor = readableTextColor(resolved.color, resolved.template.on_color);
  return {
    language,
    words,
    layout: resolved.template.layout,
    font: resolved.font,
    fontSize: resolved.font_size,
    color: resolved.color,
    onColor,
    inkColor: readableColorOn(resolved.color, '#ffffff'),
    name,
    position: position.title,
    positionDetails: [position.salary, position.employment].filter(Boolean),
    contacts,
    photo: document.photo,
    photoAlt: fillWords(words.photo, { name: name || words.resume }),
    summary: paragraphsOf(document.summary),
    experience: document.experience
      .map((job) => ({
        title: job.position,
        subtitle: joined([job.company, job.city]),
        period: formatResumePeriod(language, job.start, job.end, true),
        paragraphs: paragraphsOf(job.description),
      }))
      .filter(hasContent),
    education: document.education
      .map((school) => ({
        title: joined([school.degree, school.field]) || school.institution,
        subtitle: school.degree || school.field ? school.institution : '',
        period: formatResumePeriod(language, school.start, school.end, false),
        paragraphs: paragraphsOf(school.description),
      }))
      .filter(hasContent),
    skills: document.skills
      .filter((skill) => skill.name)
      .map((skill) => ({
        name: skill.name,
        level: skill.level,
        levelText: skill.level ? fillWords(words.level, { level: skill.level }) : '',
      })),
    languages: document.languages
      .filter((spoken) => spoken.name)
      .map((spoken) => ({
        name: spoken.name,
        level: 0,
        levelText: spoken.level === 'native' ? words.native : spoken.level,
      })),
    courses: document.courses
      .map((course) => ({ title: course.name, subtitle: course.institution, period: course.year, paragraphs: [] }))
      .filter(hasContent),
    links: document.links
      .filter((link) => link.url)
      .map((link) => ({ label: linkLabel(link.label, link.url), url: link.url })),
  };
}

/** The sections of the main column in their order, with their titles; those without content are left out. */
export function entrySectionsOf(view: ResumeView): { key: string; title: string; entries: ResumeEntry[] }[] {
  return [
    { key: 'experience', title: view.words.experience, entries: view.experience },
    { key: 'education', title: view.words.education, entries: view.education },
    { key: 'courses', title: view.words.courses, entries: view.courses },
  ].filter((section) => section.entries.length > 0);
}
