import { SALARIES } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import type { Job } from '../../../platform/module.ts';
import { salaryRepo } from './lib/salary.repo.ts';

/** Computes every salary figure again from the live vacancies; answers how many figures there are now. */
export function refreshSalaryFigures(db: Db, now: Date): Promise<number> {
  return salaryRepo.replaceAll(db, now);
}

/**
 * The reports read figures, never vacancies (a page must not aggregate a million rows): this job computes them at
 * start and then every `SALARIES.refreshMinutes`, so a vacancy approved now counts within the hour.
 */
export const refreshSalaryFiguresJob: Job = {
  name: 'refresh-salary-figures',
  everyMs: SALARIES.refreshMinutes * 60_000,
  async run({ database, clock, logger }) {
    const started = performance.now();
    const figures = await refreshSalaryFigures(database.db, clock.now());
    logger.info({ figures, ms: Math.round(performance.now() - started) }, 'salary figures computed');
  },
};
