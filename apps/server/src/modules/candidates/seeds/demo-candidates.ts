import { ENGLISH_LEVELS, LOCALES, type Locale } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import { listReferenceData, lookupReferences } from '../../catalogs/index.ts';
import { createUser, DEMO_ACCOUNTS, userDirectory } from '../../identity/index.ts';
import { type CandidateOptions, createCandidate } from '../candidate.factory.ts';
import { candidateRepo, type PlaceRow } from '../profile/lib/candidate.repo.ts';
import {
  DEMO_EMPLOYERS,
  DEMO_EXPECTATIONS,
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
  DEMO_ROLES,
  DEMO_UNIVERSITIES,
  type DemoRole,
} from './demo-candidate-words.ts';

export const DEMO_CANDIDATE_COUNT = 400;
const DEMO_PASSWORD = 'demo-Candidate-2026';
/** GeoNames ids of cities where our candidates live (Warsaw, Kyiv, Berlin, Munich, Kraków, Lviv…); a small fixture may lack some. */
const CITY_IDS = [
  756135, 703448, 2950159, 2867714, 3094802, 702550, 3081368, 3099434, 2643743, 706483, 698740, 2911298, 3067696,
  3088171, 709930, 2925533, 3060972, 593116,
];
const TAGS = ['Remote', 'Mentoring', 'Open source', 'Startups', 'Product', 'Outsourcing', 'Public speaking'] as const;
const JOB_TYPES = [
  ['full_time', 'is_remote_work'],
  ['full_time'],
  ['full_time', 'moving'],
  ['part_time', 'freelance'],
  ['full_time', 'is_remote_work', 'is_considering_outstaff'],
  ['is_remote_work', 'freelance'],
] as const;
const SKILL_LEVELS = ['intermediate', 'advanced', 'expert', 'beginner'] as const;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
/** The address of the demo seed's candidate `n` (from 0): other domains' demo seeds find its account by it. */
export const demoCandidateEmailOf = (n: number) => `candidate${n + 1}@demo.hushwork.local`;
const emailOf = demoCandidateEmailOf;

type Seniority = 'trainee' | 'junior' | 'middle' | 'senior';
const SENIORITY_BY_DIGIT: readonly Seniority[] = [
  'trainee',
  'junior',
  'junior',
  'junior',
  'middle',
  'middle',
  'middle',
  'senior',
  'senior',
  'senior',
];
const LEVEL = {
  trainee: { experience: ['without', '0.5y'], salary: 700, jobs: 0 },
  junior: { experience: ['1y', '1.5y'], salary: 1300, jobs: 1 },
  middle: { experience: ['2y', '3y+'], salary: 2900, jobs: 2 },
  senior: { experience: ['5y+'], salary: 4800, jobs: 3 },
} as const;

type Context = { keywordIds: Map<string, number>; referenceNames: Map<string, string>; cities: PlaceRow[] };

async function contextOf(db: Db): Promise<Context> {
  const { keywords, specializations } = await listReferenceData({ db, input: { locale: 'en' } });
  const refs = await lookupReferences({ db, input: { locale: 'en', cityIds: CITY_IDS } });
  const referenceNames = new Map<string, string>([
    ...specializations.map((s) => [`s${s.id}`, s.name] as const),
    ...keywords.map((k) => [`k${k.id}`, k.name] as const),
  ]);
  return {
    keywordIds: new Map(keywords.map((keyword) => [keyword.slug, keyword.id])),
    referenceNames,
    cities: CITY_IDS.flatMap((id) => {
      const city = refs.cities.get(id);
      return city ? [{ country_id: city.country_id, city_id: city.id }] : [];
    }),
  };
}

/** `YYYY-MM`, `monthsAgo` months before now. */
function monthOf(now: Date, monthsAgo: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

function placesOf(context: Context, n: number): PlaceRow[] {
  const [first, second] = [pick(context.cities, n), pick(context.cities, n + 5)];
  if (!first) return [];
  if (n % 7 === 0) return [{ country_id: first.country_id, city_id: null }];
  return n % 4 === 0 && second && second.city_id !== first.city_id ? [first, second] : [first];
}

/** One demo candidate's profile: the n-th of a deterministic mix of roles, levels, languages and places. */
function demoProfile(context: Context, n: number, now: Date, role: DemoRole = pick(DEMO_ROLES, n)) {
  // Shifted once per round of roles, so each role comes in every language rather than always the same one.
  const locale: Locale = pick(LOCALES, n + Math.floor(n / DEMO_ROLES.length));
  const seniority = pick(SENIORITY_BY_DIGIT, Math.floor(n / 3));
  const level = LEVEL[seniority];
  const position = role.positions[locale];
  const specializationIds = role.specialization_ids;
  const keywordIds = role.keywords.flatMap((slug) => context.keywordIds.get(slug) ?? []).slice(0, 5);
  const jobs = Array.from({ length: level.jobs + (n % 2) * (level.jobs > 0 ? 1 : 0) }, (_, j) => {
    const endsAgo = j === 0 ? null : j * 26 + (n % 5);
    return {
      position: j === 0 ? `${seniority === 'senior' ? 'Senior ' : ''}${role.jobTitle}` : role.jobTitle,
      company_name: pick(DEMO_EMPLOYERS, n + j * 3),
      is_company_hidden: j === 0 && n % 4 === 0,
      started_at: monthOf(now, (j + 1) * 26 + (n % 5)),
      ended_at: endsAgo === null ? null : monthOf(now, endsAgo),
      description: `${role.skills.slice(0, 3).join(', ')}; worked in a team of ${4 + ((n + j) % 6)}.`,
    };
  });
  const graduated = now.getUTCFullYear() - (level.jobs * 2 + (n % 3));
  return {
    name: `${pick(DEMO_FIRST_NAMES, n)} ${pick(DEMO_LAST_NAMES, Math.floor(n / DEMO_FIRST_NAMES.length) + n)}`,
    desired_position: position,
    specialization_ids: specializationIds,
    keyword_ids: keywordIds,
    references_text: [
      ...specializationIds.map((id) => context.referenceNames.get(`s${id}`)),
      ...keywordIds.map((id) => context.referenceNames.get(`k${id}`)),
    ]
      .filter(Boolean)
      .join(' '),
    tags: n % 3 === 0 ? [] : [pick(TAGS, n), pick(TAGS, n + 3)],
    seniority,
    experience: pick(level.experience, n),
    english_level: pick(ENGLISH_LEVELS.slice(1), n + (seniority === 'senior' ? 3 : 0)),
    salary: n % 11 === 0 ? null : level.salary + ((n * 37) % 900),
    job_types: [...pick(JOB_TYPES, n)],
    employment: n % 13 === 0 ? ['is_outstaffing'] : ['is_seekers'],
    places: placesOf(context, n),
    expectation_description: pick(DEMO_EXPECTATIONS[locale], n).replaceAll('{position}', position),
    moderation_status: 'approved' as const,
    // Spread over the last two months, so "newest first" and the publication date differ from one to the next.
    published_at: new Date(now.getTime() - n * 3.7 * 3_600_000),
    contacts: {
      email: `candidate${n + 1}.contact@demo.hushwork.local`,
      phone: n % 2 === 0 ? `+4860${String(1_000_000 + n * 7919).slice(-7)}` : null,
      telegram: n % 3 === 0 ? `@demo_candidate_${n + 1}` : null,
      github: n % 4 === 0 ? `https://github.com/demo-candidate-${n + 1}` : null,
    },
    education:
      n % 6 === 5
        ? []
        : [
            {
              degree: n % 3 === 0 ? ('master' as const) : ('bachelor' as const),
              institution: pick(DEMO_UNIVERSITIES, n),
              specialty: role.specialty,
              start_year: graduated - 4,
              end_year: graduated,
            },
          ],
    experience_entries: jobs,
    skills: role.skills.slice(0, 3 + (n % 3)).map((name, i) => ({ name, level: pick(SKILL_LEVELS, n + i) })),
  } satisfies Omit<CandidateOptions, 'userId'>;
}

/** Accounts are made a few at a time: each password is hashed (tens of milliseconds) on the thread pool. */
async function demoAccounts(db: Db): Promise<number[]> {
  const ids: number[] = [];
  for (let from = 0; from < DEMO_CANDIDATE_COUNT; from += 8) {
    const chunk = Array.from({ length: Math.min(8, DEMO_CANDIDATE_COUNT - from) }, (_, i) => from + i);
    const users = await Promise.all(
      chunk.map((n) =>
        createUser(db, { role: 'worker', email: emailOf(n), password: DEMO_PASSWORD, name: `Demo candidate ${n + 1}` }),
      ),
    );
    ids.push(...users.map(({ user }) => user.id));
  }
  return ids;
}

/**
 * 400 approved candidates across roles, levels, countries and our five languages, each with a demo worker account,
 * experience, education and skills, made by the factory the tests use; and a filled profile for identity's demo
 * worker. Runs once: a later start finds the last candidate's account with its profile and stops.
 */
export const demoCandidatesSeed: DemoSeed = {
  name: 'demo-candidates',
  async run(db) {
    const last = await userDirectory.findByEmail(db, emailOf(DEMO_CANDIDATE_COUNT - 1));
    if (last && (await candidateRepo.findByUserId(db, last.id))) return [];
    const context = await contextOf(db);
    const now = new Date();
    const userIds = await demoAccounts(db);
    await db.transaction(async (tx) => {
      const demoWorker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
      if (demoWorker) {
        const { user } = await createUser(tx, demoWorker);
        if (!(await candidateRepo.findByUserId(tx, user.id))) {
          // An English-speaking senior Python developer, so signing in as the demo worker shows a full profile.
          const profile = demoProfile(context, 25, now, DEMO_ROLES[0]);
          await createCandidate(tx, {
            ...profile,
            userId: user.id,
            name: demoWorker.name,
            published_at: now,
            contacts: { ...profile.contacts, email: demoWorker.email },
          });
        }
      }
      for (const [n, userId] of userIds.entries()) {
        if (await candidateRepo.findByUserId(tx, userId)) continue;
        await createCandidate(tx, { ...demoProfile(context, n, now), userId });
      }
    });
    return [];
  },
};
