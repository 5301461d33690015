import { COMPANIES } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import { lookupReferences } from '../../catalogs/index.ts';
import { createUser, DEMO_ACCOUNTS } from '../../identity/index.ts';
import { createCompany } from '../company.factory.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { slugify } from '../profile/lib/slugify.ts';
import { employerRepo } from '../team/lib/employer.repo.ts';
import { DEMO_DESCRIPTIONS, DEMO_NAME_PARTS, DEMO_PEOPLE } from './demo-company-words.ts';

export const COMPANY_COUNT = 60;
/** GeoNames ids of cities where IT companies of our markets sit; those missing from a small fixture are skipped. */
const CITY_IDS = [
  3094802, 756135, 703448, 2950159, 702550, 2867714, 3081368, 3099434, 2643743, 706483, 698740, 2911298, 588409, 593116,
  3067696, 2761369, 3088171, 709930, 2925533, 3060972,
];
const DEMO_PASSWORD = 'demo-Team-2026';

/** A deterministic pick, so the demo data is the same on every machine. */
const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const slice = <T>(items: readonly T[], from: number, count: number) =>
  Array.from({ length: Math.min(count, items.length) }, (_, i) => pick(items, from + i));

async function demoReferences(db: Db) {
  const byId = await lookupReferences({
    db,
    input: { locale: 'en', cityIds: CITY_IDS, specializationIds: range(1, 60), technologyIds: range(1, 200) },
  });
  return {
    cities: [...byId.cities.values()],
    specializationIds: [...byId.specializations.keys()],
    technologyIds: [...byId.technologies.keys()],
  };
}
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Sixty approved companies with descriptions in our five languages, offices, specializations, technologies and a
 * small team, and the demo employer's own company, all through the factories the tests use. Runs once: a later
 * start finds the last company and stops.
 */
export const demoCompaniesSeed: DemoSeed = {
  name: 'demo-companies',
  async run(db) {
    const lastName = companyNameOf(COMPANY_COUNT - 1);
    if (await companyRepo.findBySlug(db, slugify(lastName))) return [];
    const references = await demoReferences(db);
    const demoEmployer = DEMO_ACCOUNTS.find((account) => account.role === 'company');
    if (demoEmployer) {
      const { user } = await createUser(db, demoEmployer);
      if (!(await employerRepo.find(db, user.id))?.company_id) {
        await makeCompany(db, references, -1, user.id, demoEmployer.name, 'Hushwork Demo Labs');
      }
    }
    for (let n = 0; n < COMPANY_COUNT; n += 1) {
      const name = companyNameOf(n);
      if (await companyRepo.findBySlug(db, slugify(name))) continue;
      const person = pick(DEMO_PEOPLE, n);
      const { user } = await createUser(db, {
        role: 'company',
        email: `team${n + 1}@demo.hushwork.local`,
        password: DEMO_PASSWORD,
        name: person,
      });
      const company = await makeCompany(db, references, n, user.id, person, name);
      const colleague = pick(DEMO_PEOPLE, n + 7);
      const { user: member } = await createUser(db, {
        role: 'company',
        email: `team${n + 1}-recruiter@demo.hushwork.local`,
        password: DEMO_PASSWORD,
        name: colleague,
      });
      await employerRepo.upsert(db, {
        user_id: member.id,
        company_id: company.id,
        name: colleague,
        position: 'Recruiter',
      });
    }
    return [];
  },
};

export const companyNameOf = (n: number) =>
  `${pick(DEMO_NAME_PARTS.first, n)} ${pick(DEMO_NAME_PARTS.second, Math.floor(n / DEMO_NAME_PARTS.first.length) + n)}`;
async function makeCompany(
  db: Db,
  references: Awaited<ReturnType<typeof demoReferences>>,
  n: number,
  ownerUserId: number,
  ownerName: string,
  name: string,
) {
  const index = Math.max(n, 0);
  const description = pick(DEMO_DESCRIPTIONS, index).replaceAll('{name}', name);
  return createCompany(db, {
    ownerUserId,
    ownerName,
    name,
    description,
    size: pick(COMPANIES.sizes, index),
    site: `https://${slugify(name)}.example`,
    moderation_status: 'approved',
    offices: slice(references.cities, index, 1 + (index % 3)).map((city) => ({
      city_id: city.id,
      country_id: city.country_id,
    })),
    specializationIds: slice(references.specializationIds, index * 2, 2),
    technologyIds: slice(references.technologyIds, index * 3, 5),
  });
}
