import type { TApplicationAnswer } from '@hushwork/contract';
import { type Actor, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { companyDirectory, type TeamMembership } from '../companies/index.ts';
import { type DirectoryVacancy, vacancyDirectory } from '../vacancies/index.ts';
import { type ApplicationRow, applicationRepo } from './application.repo.ts';

/** The signed-in company account's team; a member the team blocked has none, and neither has a company account without one. */
export async function requireTeam(db: Db, actor: Actor): Promise<TeamMembership> {
  const membership = await companyDirectory.membershipOf(db, requireUser(actor).user_id);
  if (!membership) throw new AppError('COMPANY_REQUIRED');
  return membership;
}

/**
 * A vacancy a worker may apply to: approved (one the public cannot see is "not found") and open. A paused one and a
 * closed one say so, each with its own code, so the page can tell "later" from "never".
 */
export async function applicableVacancy(db: Db, vacancyId: number): Promise<DirectoryVacancy> {
  const vacancy = await vacancyDirectory.findById(db, vacancyId);
  if (vacancy?.moderation_status !== 'approved') throw new AppError('VACANCY_NOT_FOUND');
  if (vacancy.state === 'paused') throw new AppError('VACANCY_PAUSED');
  if (vacancy.state !== 'active') throw new AppError('VACANCY_NOT_OPEN');
  return vacancy;
}

/**
 * One of the company's own vacancies that takes offers: another company's is "not found"; one of its own that is
 * paused, closed, or not approved yet says why.
 */
export async function offerableVacancy(db: Db, companyId: number, vacancyId: number): Promise<DirectoryVacancy> {
  const vacancy = await vacancyDirectory.findById(db, vacancyId);
  if (!vacancy || vacancy.company_id !== companyId) throw new AppError('VACANCY_NOT_FOUND');
  if (vacancy.state === 'paused') throw new AppError('VACANCY_PAUSED');
  if (vacancy.state !== 'active' || vacancy.moderation_status !== 'approved') throw new AppError('VACANCY_NOT_OPEN');
  return vacancy;
}

/**
 * The answers kept with an application: each of the vacancy's questions answered exactly once, in the vacancy's order,
 * with the question's words as the applicant read them.
 */
export function matchAnswers(
  questions: readonly { id: number; text: string }[],
  answers: readonly { question_id: number; answer: string }[],
): TApplicationAnswer[] {
  const byQuestion = new Map(answers.map((answer) => [answer.question_id, answer.answer]));
  const isExact = byQuestion.size === answers.length && answers.length === questions.length;
  if (!isExact || questions.some((question) => !byQuestion.has(question.id))) {
    throw new AppError('ANSWERS_MISMATCH');
  }
  return questions.map((question) => ({
    question_id: question.id,
    question: question.text,
    answer: byQuestion.get(question.id) as string,
  }));
}

/** A response of the actor's company; another company's is answered as one that does not exist. */
export async function findTeamResponse(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ row: ApplicationRow; membership: TeamMembership }> {
  const membership = await requireTeam(db, actor);
  const row = await applicationRepo.findById(db, id);
  if (!row || row.company_id !== membership.company_id) throw new AppError('RESPONSE_NOT_FOUND');
  return { row, membership };
}
