import {
  ENGLISH_LEVELS,
  EXPERIENCE,
  type Locale,
  SENIORITY,
  type TCurrency,
  type TSaveVacancyRequest,
} from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import { placeRepo } from '../../catalogs/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { vacancyRepo } from '../manage/lib/vacancy.repo.ts';
import { vacancySlugBase } from '../manage/lib/vacancy-slug.ts';
import { createVacancies, type VacancyOptions } from '../vacancy.factory.ts';
import { DEMO_CITY_SLUGS, DEMO_ROLES, descriptionOf, titleOf } from './demo-vacancy-words.ts';

export const DEMO_VACANCY_COUNT = 1600;
/** The seed's last vacancy has a fixed title, so a later start finds it by slug and stops at once. */
const LAST_TITLE = 'Hushwork Demo Search Engineer';
const slugSuffix = (i: number) => `demo-${i + 1}`;
const lastSlug = () => `${vacancySlugBase(LAST_TITLE)}-${slugSuffix(DEMO_VACANCY_COUNT - 1)}`;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCALES_BY_WEIGHT: Locale[] = ['en', 'en', 'en', 'de', 'pl', 'uk', 'ru', 'en', 'pl', 'de'];
const CURRENCIES: TCurrency[] = ['USD', 'USD', 'EUR', 'EUR', 'PLN', 'UAH', 'GBP'];
/** Monthly salary at each seniority, in US dollars. */
const BASE_SALARY = { trainee: 700, junior: 1400, middle: 3000, senior: 5200 } as const;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
/** A deterministic spread, so the demo data is the same on every machine. */
const spread = (n: number, modulo: number) => (n * 7919 + 13) % modulo;

async function demoCityIds(db: Db): Promise<number[]> {
  const cities = await Promise.all(DEMO_CITY_SLUGS.map((slug) => placeRepo.findCity(db, 'en', { slug })));
  return cities.flatMap((city) => (city ? [city.id] : []));
}

function vacancyAt(
  n: number,
  context: {
    companies: { company_id: number; owner_user_id: number }[];
    cityIds: number[];
    keywordIdsOf: (slugs: readonly string[]) => number[];
    specializationIdOf: (slug: string) => number | undefined;
    now: number;
  },
): VacancyOptions {
  const company = pick(context.companies, spread(n, context.companies.length));
  const role = pick(DEMO_ROLES, n);
  const seniority = pick(SENIORITY, spread(n, 4));
  const locale = pick(LOCALES_BY_WEIGHT, n + Math.floor(n / 10));
  const currency = pick(CURRENCIES, spread(n, CURRENCIES.length));
  const isRemote = spread(n, 5) < 2;
  const cityCount = isRemote && spread(n, 3) === 0 ? 0 : 1 + (spread(n, 7) === 0 ? 1 : 0);
  const cityIds = Array.from({ length: cityCount }, (_, i) =>
    pick(context.cityIds, spread(n + i * 31, context.cityIds.length)),
  );
  const usd = BASE_SALARY[seniority] * (0.8 + spread(n, 9) / 10);
  const rate = { USD: 1, EUR: 0.93, PLN: 4, UAH: 41, GBP: 0.79 }[currency];
  const budget = Math.round((usd * rate) / 100) * 100;
  const hasSalary = spread(n, 6) !== 0;
  const specializationId = context.specializationIdOf(role.specialization);
  const title = n === DEMO_VACANCY_COUNT - 1 ? LAST_TITLE : titleOf(role, seniority, locale);
  const fields: TSaveVacancyRequest = {
    title,
    description: descriptionOf(role, locale, n),
    specialization_ids: specializationId ? [specializationId] : [1],
    keyword_ids: context.keywordIdsOf(role.technologies).slice(0, 1 + spread(n, 5)),
    seniority,
    experience: pick(EXPERIENCE, SENIORITY.indexOf(seniority) * 2 + spread(n, 2)),
    english_level: pick(ENGLISH_LEVELS, 2 + spread(n, 4)),
    budget: hasSalary ? budget : null,
    budget2: hasSalary && spread(n, 3) !== 0 ? Math.round((budget * 1.4) / 100) * 100 : null,
    currency,
    job_types: [
      spread(n, 8) === 0 ? 'part_time' : 'full_time',
      ...(isRemote || cityIds.length === 0 ? ['is_remote_work' as const] : []),
    ],
    employment: spread(n, 4) === 0 ? ['is_outstaffing'] : ['is_seekers'],
    city_ids: [...new Set(cityIds)],
    hiring_bonus: spread(n, 11) === 0 ? 500 : null,
    questions: [],
  };
  const state = spread(n, 40) === 0 ? 'paused' : spread(n, 41) === 0 ? 'closed' : 'active';
  return {
    ...fields,
    companyId: company.company_id,
    authorUserId: company.owner_user_id,
    locale,
    moderation_status: spread(n, 50) === 0 ? 'pending' : 'approved',
    state,
    // A few VIP and top vacancies, each company at most one VIP (the limit a company has).
    is_vip: state === 'active' && n < context.companies.length && n % 4 === 0,
    is_top: state === 'active' && n < 3,
    published_at: new Date(context.now - spread(n, 60 * 24) * 60 * 60 * 1000 - (n % 60) * 60 * 1000),
  };
}

/**
 * 1,600 vacancies from the demo companies across technologies, seniorities, cities, salaries, currencies, languages
 * and dates, through the test factory in a few batched statements. Most are approved and open; a few wait for
 * moderation or are paused or closed, so every tab of a company's list has something. Runs once.
 */
export const demoVacanciesSeed: DemoSeed = {
  name: 'demo-vacancies',
  async run(db) {
    if (await vacancyRepo.findBySlug(db, lastSlug())) return [];
    const [companies, cityIds, index] = await Promise.all([
      companyDirectory.demoCompanies(db),
      demoCityIds(db),
      referenceIndexOf(db, 'en'),
    ]);
    if (companies.length === 0 || cityIds.length === 0) return [];
    const context = {
      companies,
      cityIds,
      keywordIdsOf: (slugs: readonly string[]) =>
        slugs.flatMap((slug) => {
          const keyword = index.keywords.bySlug.get(slug);
          return keyword ? [keyword.id] : [];
        }),
      specializationIdOf: (slug: string) => index.specializations.bySlug.get(slug)?.id,
      now: Date.now() - DAY_MS / 24,
    };
    await createVacancies(
      db,
      Array.from({ length: DEMO_VACANCY_COUNT }, (_, n) => vacancyAt(n, context)),
      slugSuffix,
    );
    return [];
  },
};
