import { SALARIES, type TSalaryOverview } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { referenceIndexOf } from '../manage/lib/reference-index.ts';
import { figureOf, salaryRowsOf, seniorityRowsOf } from './lib/present-salaries.ts';
import { SALARY_EVERY, salaryRepo } from './lib/salary.repo.ts';

/** `/salaries`: every technology with enough vacancies behind its figure, and all of them together by seniority. */
export async function getSalaryOverview({ actor, db }: UseCaseArgs<unknown>): Promise<TSalaryOverview> {
  requirePermission(actor, 'read:vacancy:any');
  const index = await referenceIndexOf(db, actor.locale);
  const [overall, technologies, bySeniority, computedAt] = await Promise.all([
    salaryRepo.find(db, {
      technology_id: SALARY_EVERY.technology,
      seniority: SALARY_EVERY.seniority,
      country_id: SALARY_EVERY.country,
    }),
    salaryRepo.technologies(db, SALARIES.overviewMax),
    salaryRepo.bySeniority(db, SALARY_EVERY.technology, SALARY_EVERY.country),
    salaryRepo.computedAt(db),
  ]);
  return {
    overall: overall ? figureOf(overall) : null,
    technologies: salaryRowsOf(technologies, (row) => {
      const technology = index.keywords.byId.get(row.technology_id);
      return technology && { key: technology.slug, name: technology.name };
    }),
    by_seniority: seniorityRowsOf(bySeniority, index),
    computed_at: computedAt?.toISOString() ?? null,
  };
}
