import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { createCandidate } from '../../candidates/index.ts';
import { companyDirectory, createCompany, createCompanyReview } from '../../companies/index.ts';
import { createUser } from '../../identity/index.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { QUEUE_CANDIDATES, QUEUE_COMPANIES, QUEUE_REVIEWS } from './demo-queue-words.ts';

const PASSWORD = 'demo-Queue-2026';
const emailOf = (kind: string, n: number) => `queue-${kind}-${n + 1}@demo.hushwork.local`;

/**
 * Something in every moderation queue for the demo admin: three new companies with a vacancy each, three new job
 * seekers' profiles and two reviews of demo companies, all pending, in several languages. Runs once: a later start
 * finds its first account and stops.
 */
export const demoModerationQueueSeed: DemoSeed = {
  name: 'demo-moderation-queue',
  async run(db) {
    const first = await createUser(db, {
      role: 'company',
      email: emailOf('company', 0),
      password: PASSWORD,
      name: QUEUE_COMPANIES[0].owner,
      locale: QUEUE_COMPANIES[0].locale,
    });
    if (!first.isNew) return [];
    for (const [n, entry] of QUEUE_COMPANIES.entries()) {
      const { user } =
        n === 0
          ? first
          : await createUser(db, {
              role: 'company',
              email: emailOf('company', n),
              password: PASSWORD,
              name: entry.owner,
              locale: entry.locale,
            });
      const company = await createCompany(db, {
        ownerUserId: user.id,
        ownerName: entry.owner,
        name: entry.name,
        description: entry.description,
        moderation_status: 'pending',
      });
      await createVacancy(db, {
        companyId: company.id,
        authorUserId: user.id,
        locale: entry.locale,
        moderation_status: 'pending',
        ...entry.vacancy,
      });
    }
    for (const [n, entry] of QUEUE_CANDIDATES.entries()) {
      const { user } = await createUser(db, {
        role: 'worker',
        email: emailOf('worker', n),
        password: PASSWORD,
        name: entry.name,
        locale: entry.locale,
      });
      await createCandidate(db, {
        userId: user.id,
        name: entry.name,
        desired_position: entry.position,
        expectation_description: entry.expectation,
        moderation_status: 'pending',
      });
    }
    const reviewed = await companyDirectory.demoCompanies(db);
    for (const [n, entry] of QUEUE_REVIEWS.entries()) {
      const target = reviewed[n];
      if (!target) break;
      const { user } = await createUser(db, {
        role: 'worker',
        email: emailOf('reviewer', n),
        password: PASSWORD,
        name: entry.author,
        locale: entry.locale,
      });
      await createCompanyReview(db, {
        companyId: target.company_id,
        authorUserId: user.id,
        moderation_status: 'pending',
        review: {
          rating: 4,
          salary_rating: 3,
          management_rating: 4,
          work_life_rating: 4,
          growth_rating: 5,
          title: entry.title,
          pros: entry.pros,
          cons: entry.cons,
        },
      });
    }
    return [];
  },
};
