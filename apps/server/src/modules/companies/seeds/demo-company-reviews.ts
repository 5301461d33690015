import type { TCompanyReviewRequest } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { createUser, DEMO_ACCOUNTS } from '../../identity/index.ts';
import { createCompanyReview } from '../company-review.factory.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { slugify } from '../profile/lib/slugify.ts';
import { reviewRepo } from '../reviews/lib/review.repo.ts';
import { companyNameOf } from './demo-companies.ts';

/** Reviews in our five languages; a demo company gets a few of them, approved, so its Reviews tab has content. */
const REVIEWS: TCompanyReviewRequest[] = [
  {
    rating: 5,
    salary_rating: 4,
    management_rating: 5,
    work_life_rating: 5,
    growth_rating: 4,
    title: 'Calm team, honest planning',
    pros: 'Deadlines are agreed with the people who do the work, and code review is kind and thorough.',
    cons: 'The office coffee machine is older than some of the interns.',
    is_current_employee: true,
  },
  {
    rating: 4,
    salary_rating: 3,
    management_rating: 4,
    work_life_rating: 5,
    growth_rating: 4,
    title: 'Gute Balance zwischen Arbeit und Freizeit',
    pros: 'Flexible Arbeitszeiten, echte Remote-Kultur und ein Budget für Konferenzen.',
    cons: 'Gehälter liegen etwas unter dem Marktdurchschnitt.',
    is_current_employee: false,
  },
  {
    rating: 4,
    salary_rating: 4,
    management_rating: 3,
    work_life_rating: 4,
    growth_rating: 5,
    title: 'Dużo nauki, ciekawe projekty',
    pros: 'Mentoring dla juniorów, nowoczesny stos technologiczny i jasna ścieżka awansu.',
    cons: 'Czasem za dużo spotkań w tygodniu wydania.',
    is_current_employee: true,
  },
  {
    rating: 3,
    salary_rating: 4,
    management_rating: 2,
    work_life_rating: 3,
    growth_rating: 3,
    title: 'Хорошая зарплата, но хаос в процессах',
    pros: 'Платят вовремя, есть медицинская страховка и компенсация обучения.',
    cons: 'Приоритеты меняются каждую неделю, планирование почти отсутствует.',
    is_current_employee: false,
  },
  {
    rating: 5,
    salary_rating: 5,
    management_rating: 4,
    work_life_rating: 4,
    growth_rating: 5,
    title: 'Найкраща команда, з якою я працював',
    pros: 'Підтримка керівництва, прозорі рішення і можливість впливати на продукт.',
    cons: 'Інколи бракує документації для старих сервісів.',
    is_current_employee: true,
  },
];
const REVIEWED_COMPANY_COUNT = 8;
const REVIEWERS_PER_COMPANY = 3;

/**
 * Approved reviews for the demo employer's company (Hushwork Demo Labs) and the first demo companies, written by the demo worker and the
 * owners of other demo companies (a company's own team never reviews it). Runs after `demo-companies` and stops at
 * once when the last company it reviews already has its reviews.
 */
export const demoCompanyReviewsSeed: DemoSeed = {
  name: 'demo-company-reviews',
  async run(db) {
    const slugs = [
      'hushwork-demo-labs',
      ...Array.from({ length: REVIEWED_COMPANY_COUNT - 1 }, (_, n) => slugify(companyNameOf(n))),
    ];
    const targets = (await Promise.all(slugs.map((slug) => companyRepo.findBySlug(db, slug)))).filter(
      (company) => company !== undefined,
    );
    const last = targets.at(-1);
    if (!last || (await reviewRepo.approvedCountsOf(db, [last.id])).get(last.id)) return [];
    const worker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
    const reviewerIds = worker ? [(await createUser(db, worker)).user.id] : [];
    // Owners of other companies: an employer's company review is shown as written by a company account.
    const owners = targets.flatMap((company) => (company.owner_user_id === null ? [] : [company]));
    for (const [n, company] of targets.entries()) {
      const others = owners
        .filter((owner) => owner.id !== company.id)
        .slice(n % 3, (n % 3) + REVIEWERS_PER_COMPANY - 1);
      const authors = [
        ...reviewerIds.map((id) => ({ id, role: 'worker' as const })),
        ...others.map((owner) => ({ id: owner.owner_user_id as number, role: 'company' as const })),
      ];
      for (const [i, author] of authors.entries()) {
        if (await reviewRepo.findByAuthor(db, company.id, author.id)) continue;
        await createCompanyReview(db, {
          companyId: company.id,
          authorUserId: author.id,
          authorRole: author.role,
          review: REVIEWS[(n + i) % REVIEWS.length] as TCompanyReviewRequest,
          moderation_status: 'approved',
        });
      }
    }
    return [];
  },
};
