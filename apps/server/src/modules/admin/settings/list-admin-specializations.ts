import type { TAdminSpecialization } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { countCandidatesBySpecialization } from '../../candidates/index.ts';
import { listReferenceData } from '../../catalogs/index.ts';
import { countVacanciesBySpecialization } from '../../vacancies/index.ts';

/**
 * The specializations catalog in the admin's language, each with how many vacancies and candidate profiles name it
 * (any status): read-only, the catalog is seeded data (ADR 0036). Small enough to answer whole.
 */
export async function listAdminSpecializations({
  actor,
  input,
  db,
}: UseCaseArgs<{ q?: string | undefined }>): Promise<TAdminSpecialization[]> {
  requirePermission(actor, 'read:admin-settings:any');
  const [{ specializations }, vacancies, candidates] = await Promise.all([
    listReferenceData({ db, input: { locale: actor.locale } }),
    countVacanciesBySpecialization({ actor, input: undefined, db }),
    countCandidatesBySpecialization({ actor, input: undefined, db }),
  ]);
  const term = input.q?.toLowerCase();
  return specializations
    .filter((item) => !term || item.name.toLowerCase().includes(term) || item.slug.includes(term))
    .map((item) => ({ ...item, vacancies: vacancies.get(item.id) ?? 0, candidates: candidates.get(item.id) ?? 0 }));
}
