import {
  type Locale,
  type TSaveVacancyRequest,
  type TVacancyModeration,
  type TVacancyState,
  ZSaveVacancyRequest,
} from '@hushwork/contract';
import { inChunks } from '../../db/seeds/in-chunks.ts';
import type { Db } from '../../platform/db/database.ts';
import { companyDirectory } from '../companies/index.ts';
import { type NewVacancy, type VacancyRow, vacancyRepo } from './manage/lib/vacancy.repo.ts';
import { buildVacancyFields, loadFieldReferences } from './manage/lib/vacancy-fields.ts';
import { vacancySlugBase } from './manage/lib/vacancy-slug.ts';

export type VacancyOptions = Partial<TSaveVacancyRequest> & {
  companyId: number;
  authorUserId: number;
  locale?: Locale;
  moderation_status?: TVacancyModeration;
  state?: TVacancyState;
  is_vip?: boolean;
  is_top?: boolean;
  published_at?: Date;
};

const DEFAULTS = {
  title: 'Senior TypeScript Developer',
  description: '<p>We build a product people use every day and need one more engineer.</p>',
  specialization_ids: [1],
  job_types: ['full_time', 'is_remote_work'],
} satisfies Partial<TSaveVacancyRequest>;

const wizardInput = (options: VacancyOptions) => {
  const { companyId, authorUserId, locale, moderation_status, state, is_vip, is_top, published_at, ...fields } =
    options;
  return ZSaveVacancyRequest.parse({ ...DEFAULTS, ...fields });
};

/** The companies' names, which a vacancy copies for the search (ADR 0024). */
async function companyNamesOf(db: Db, list: VacancyOptions[]): Promise<Map<number, string>> {
  const cards = await companyDirectory.cardsByIds(
    db,
    list.map((options) => options.companyId),
  );
  return new Map([...cards].map(([id, card]) => [id, card.name]));
}

const stateOf = (options: VacancyOptions, companyNames: Map<number, string>) => ({
  company_id: options.companyId,
  company_name: companyNames.get(options.companyId) ?? '',
  author_user_id: options.authorUserId,
  moderation_status: options.moderation_status ?? 'approved',
  first_approved_at:
    (options.moderation_status ?? 'approved') === 'approved' ? (options.published_at ?? new Date()) : null,
  state: options.state ?? 'active',
  is_vip: options.is_vip ?? false,
  is_top: options.is_top ?? false,
  ...(options.published_at ? { published_at: options.published_at } : {}),
});

/**
 * One way to make a vacancy, for tests and the demo seed: what the wizard would write (its field rules and the
 * sanitizing included), approved unless told otherwise, so a test starts from a live vacancy without an admin.
 */
export async function createVacancy(db: Db, options: VacancyOptions): Promise<VacancyRow> {
  const input = wizardInput(options);
  const references = await loadFieldReferences(db, options.locale ?? 'en', input.city_ids);
  const row = await vacancyRepo.insert(
    db,
    { ...buildVacancyFields(references, input), ...stateOf(options, await companyNamesOf(db, [options])) },
    vacancySlugBase(input.title),
  );
  await vacancyRepo.replaceQuestions(db, row.id, input.questions);
  return row;
}

/**
 * Many vacancies in a few statements (the demo seed's thousands): references loaded once, rows inserted in slices.
 * Their slugs end with `slugSuffix(i)` instead of the id, which a batch does not know before it is written.
 */
export async function createVacancies(
  db: Db,
  list: VacancyOptions[],
  slugSuffix: (i: number) => string,
): Promise<void> {
  const byLocale = new Map<Locale, number[]>();
  for (const [i, options] of list.entries()) {
    const locale = options.locale ?? 'en';
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), i]);
  }
  const rows: NewVacancy[] = new Array(list.length);
  const companyNames = await companyNamesOf(db, list);
  for (const [locale, indexes] of byLocale) {
    const inputs = indexes.map((i) => wizardInput(list[i] as VacancyOptions));
    const references = await loadFieldReferences(db, locale, [...new Set(inputs.flatMap((input) => input.city_ids))]);
    for (const [n, input] of inputs.entries()) {
      const i = indexes[n] as number;
      rows[i] = {
        ...buildVacancyFields(references, input),
        ...stateOf(list[i] as VacancyOptions, companyNames),
        slug: `${vacancySlugBase(input.title)}-${slugSuffix(i)}`,
      };
    }
  }
  await inChunks(rows, 500, (chunk) => vacancyRepo.insertMany(db, chunk));
}
