import { RESUMES, type TResumeDocument, type ZMatchingVacancy } from '@hushwork/contract';
import type { z } from 'zod';
import { requirePermission } from '../../../platform/auth/actor.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { vacancyDirectory } from '../../vacancies/index.ts';
import { documentOf } from '../builder/lib/present-resume.ts';
import { ownResume } from '../builder/lib/resume-access.ts';

export type ListResumeVacanciesOptions = UseCaseArgs<{ id: string; token?: string | undefined }>;
type MatchingVacancy = z.infer<typeof ZMatchingVacancy>;

/** What a vacancy must share with the resume: its position title as a whole, or any one of its skills. */
const termsOf = (document: TResumeDocument) => [document.position.title, ...document.skills.map((skill) => skill.name)];

/**
 * Open approved vacancies that match the owner's resume, best first, at most `RESUMES.matchingVacanciesMax`, in the
 * reader's language. The answer is about the vacancies only: nothing of the resume or its author goes into it.
 */
export async function listResumeVacancies({
  actor,
  input,
  db,
}: ListResumeVacanciesOptions): Promise<{ list: MatchingVacancy[] }> {
  requirePermission(actor, 'read:resume:own');
  const document = documentOf(await ownResume(db, { actor, token: input.token }, input.id));
  const cards = await vacancyDirectory.matchingCards(db, actor.locale, {
    terms: termsOf(document),
    language: document.language,
    limit: RESUMES.matchingVacanciesMax,
  });
  return {
    list: cards.map((card) => ({
      id: card.id,
      slug: card.slug,
      title: card.title,
      company_name: card.company.name,
      city: card.cities[0]?.name ?? null,
      published_at: card.published_at,
    })),
  };
}
