import {
  type Locale,
  RATE_LIMITS,
  type TCurrency,
  type TImportVacancyRequest,
  type TVacancyDraft,
  type TVacancyImport,
  VACANCIES,
} from '@hushwork/contract';
import { requirePermission, requireUser } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { SafeFetcher } from '../../../platform/fetch/safe-fetch.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { placeRepo } from '../../catalogs/index.ts';
import { type ReferenceIndex, referenceIndexOf } from '../manage/lib/reference-index.ts';
import { plainTextOf, sanitizeDescription } from '../manage/lib/sanitize-description.ts';
import { requireTeam } from '../manage/lib/vacancy-policy.ts';
import { type JobPage, readJobPage } from './lib/job-page.ts';

type TJobType = NonNullable<TVacancyDraft['job_types']>[number];
type TSeniority = NonNullable<TVacancyDraft['seniority']>;

export type ImportVacancyOptions = UseCaseArgs<TImportVacancyRequest, 'limiter'> & {
  fetchPage: SafeFetcher;
};

/**
 * Reads a job page another site published and answers what the vacancy wizard can take from it: the title, the
 * description (sanitized with the vacancies' own allow-list), technologies and cities we know by name, salary,
 * employment and remote work. Nothing is stored; the company checks the filled wizard and posts it as any other.
 * The fetch is the platform's safe one (public http(s) pages only, bounded), and each company account may import
 * `RATE_LIMITS.importVacancyPerUser` pages an hour: every import makes the server visit another site.
 */
export async function importVacancy({ actor, input, db, limiter, fetchPage }: ImportVacancyOptions) {
  requirePermission(actor, 'create:vacancy:own');
  const user = requireUser(actor);
  await requireTeam(db, actor);
  await limiter.consume(RATE_LIMITS.importVacancyPerUser, `vacancy-import:user:${user.user_id}`);
  let page: Awaited<ReturnType<SafeFetcher>>;
  try {
    page = await fetchPage(input.url, { accept: ['html'] });
  } catch (error) {
    throw error instanceof AppError ? onUrlField(error) : error;
  }
  const job = readJobPage(page.body);
  if (!job.title) throw onUrlField(new AppError('VACANCY_IMPORT_EMPTY'));
  const [index, english, cities] = await Promise.all([
    referenceIndexOf(db, actor.locale),
    referenceIndexOf(db, 'en'),
    citiesNamed(db, actor.locale, job.localities),
  ]);
  const answer: TVacancyImport = {
    draft: draftOf(job, [index, english], cities),
    cities,
    source: job.source,
    url: page.url,
  };
  return answer;
}

/** The refusal under the form's URL field, worded as the code's own message. */
function onUrlField(error: AppError): AppError {
  return new AppError(error.code, {
    ...error.options,
    fields: {
      url: [{ key: `errors:${error.code}`, ...(error.options.params ? { params: error.options.params } : {}) }],
    },
  });
}

function draftOf(job: JobPage, indexes: ReferenceIndex[], cities: { id: number }[]): TVacancyDraft {
  const draft: TVacancyDraft = { title: titleOf(job.title) };
  const description = descriptionOf(job.description_html);
  if (description) draft.description = description;
  const keywordIds = keywordIdsOf(job, indexes);
  if (keywordIds.length > 0) draft.keyword_ids = keywordIds;
  const seniority = seniorityOf(job.title);
  if (seniority) draft.seniority = seniority;
  Object.assign(draft, salaryOf(job.salary));
  const jobTypes = jobTypesOf(job);
  if (jobTypes.length > 0) draft.job_types = jobTypes;
  if (cities.length > 0) draft.city_ids = cities.map((city) => city.id);
  return draft;
}

function titleOf(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= VACANCIES.titleMax) return clean;
  const cut = clean.slice(0, VACANCIES.titleMax);
  return cut.slice(0, cut.lastIndexOf(' ') > VACANCIES.titleMax / 2 ? cut.lastIndexOf(' ') : undefined).trim();
}

/** Sanitized as a vacancy's own; a page too long for the wizard keeps what fits, closed again by the sanitizer. */
function descriptionOf(html: string): string | null {
  let description = sanitizeDescription(html);
  for (let end = VACANCIES.descriptionMax - 200; description.length > VACANCIES.descriptionMax; end -= 1000)
    description = sanitizeDescription(description.slice(0, Math.max(0, end)).replace(/<[^>]*$/, ''));
  return plainTextOf(description, 10) ? description : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Technologies the posting lists, by name in the page's language or in English; a page without a list is searched
 * for our technologies' names (three letters or more, so "Go" in a sentence is not taken for the language).
 */
function keywordIdsOf(job: JobPage, indexes: ReferenceIndex[]): number[] {
  const byName = new Map<string, number>();
  for (const index of indexes)
    for (const keyword of index.keywords.byId.values()) byName.set(keyword.name.toLowerCase(), keyword.id);
  const ids = job.skills.map((skill) => byName.get(skill.toLowerCase())).filter((id): id is number => id !== undefined);
  if (ids.length === 0) {
    const text = `${job.title} ${plainTextOf(job.description_html, 20_000)}`;
    const found: { id: number; at: number }[] = [];
    for (const [name, id] of byName) {
      if (name.length < 3) continue;
      const at = text.search(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}+#])`, 'iu'));
      if (at >= 0) found.push({ id, at });
    }
    ids.push(...found.sort((a, b) => a.at - b.at).map(({ id }) => id));
  }
  return [...new Set(ids)].slice(0, VACANCIES.keywordsMax);
}

function seniorityOf(title: string): TSeniority | null {
  if (/\b(senior|sr\.?|lead|principal|staff)\b/i.test(title)) return 'senior';
  if (/\b(middle|mid-level|mid)\b/i.test(title)) return 'middle';
  if (/\b(junior|jr\.?)\b/i.test(title)) return 'junior';
  if (/\b(intern|internship|trainee)\b/i.test(title)) return 'trainee';
  return null;
}

/** The wizard's salary is monthly: a yearly, weekly, daily or hourly figure is brought to a month. */
const MONTHS_PER_UNIT: Record<string, number> = { YEAR: 1 / 12, MONTH: 1, WEEK: 52 / 12, DAY: 21, HOUR: 168 };

function salaryOf(salary: JobPage['salary']): Pick<TVacancyDraft, 'budget' | 'budget2' | 'currency'> {
  if (!salary || !(VACANCIES.currencies as readonly string[]).includes(salary.currency)) return {};
  const factor = MONTHS_PER_UNIT[salary.unit] ?? 1;
  const monthly = (amount: number | null) =>
    amount === null ? undefined : Math.min(Math.round(amount * factor), VACANCIES.budgetMax);
  const budget = monthly(salary.min);
  const budget2 = monthly(salary.max);
  return {
    currency: salary.currency as TCurrency,
    ...(budget !== undefined ? { budget } : {}),
    ...(budget2 !== undefined ? { budget2 } : {}),
  };
}

const JOB_TYPE_OF: Record<string, TJobType> = {
  FULL_TIME: 'full_time',
  PART_TIME: 'part_time',
  CONTRACTOR: 'freelance',
  FREELANCE: 'freelance',
};

function jobTypesOf(job: JobPage): TJobType[] {
  const types = job.employment_types.map((type) => JOB_TYPE_OF[type]).filter((type): type is TJobType => !!type);
  if (job.is_remote) types.push('is_remote_work');
  return [...new Set(types)];
}

/** Our cities whose English or local name is a locality the posting names (an unknown town is left out). */
async function citiesNamed(db: Db, locale: Locale, localities: string[]) {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const found: { id: number; name: string }[] = [];
  for (const locality of [...new Set(localities)].slice(0, VACANCIES.citiesMax)) {
    const [named, english] = await Promise.all(
      [locale, 'en' as const].map((language) =>
        placeRepo.listCities(db, { locale: language, search: locality, limit: 5 }),
      ),
    );
    const isNamed = (city: { name: string }) => fold(city.name) === fold(locality);
    const match = english?.find(isNamed) ?? named?.find(isNamed);
    // Named in the reader's language, whichever spelling the page used.
    const city = named?.find((candidate) => candidate.id === match?.id) ?? match;
    if (city && !found.some((known) => known.id === city.id)) found.push({ id: city.id, name: city.name });
  }
  return found;
}
