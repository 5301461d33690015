import type { TApplicationStatus, TRejectReason } from '@hushwork/contract';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { candidateDirectory, openCandidateToCompany } from '../candidates/index.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import { type ApplicationRow, applicationRepo } from './application.repo.ts';

export type ApplicationOptions = {
  vacancyId: number;
  /** The applicant's account; their candidate profile, if they have one, is applied with and opened to the company. */
  userId: number;
  cover_letter?: string;
  cv_file_id?: string | null;
  is_read?: boolean;
  status?: TApplicationStatus;
  rejection?: { reason: TRejectReason; text?: string | null };
  created_at?: Date;
  clock?: Clock;
};

/**
 * One way to make an application, for tests and the demo seed: what applying writes, the company copied from the
 * vacancy, every question answered, and the applicant's profile opened to the company as applying opens it. The
 * vacancy's state is not checked, so a test can reach any state; the worker's second application is refused as ever.
 */
export async function createApplication(db: Db, options: ApplicationOptions): Promise<ApplicationRow> {
  const vacancy = await vacancyDirectory.findById(db, options.vacancyId);
  if (!vacancy) throw new Error(`no vacancy ${options.vacancyId}`);
  const clock = options.clock ?? systemClock;
  const candidate = await candidateDirectory.findByUserId(db, options.userId);
  const now = options.created_at ?? clock.now();
  const isRejected = options.status === 'rejected';
  const row = await applicationRepo.insert(db, {
    vacancy_id: vacancy.id,
    company_id: vacancy.company_id,
    user_id: options.userId,
    candidate_id: candidate?.id ?? null,
    cover_letter:
      options.cover_letter ?? 'I would like to join your team: the product and the stack are what I do best.',
    cv_file_id: options.cv_file_id ?? null,
    answers: vacancy.questions.map((question) => ({
      question_id: question.id,
      question: question.text,
      answer: 'Happy to tell you more in a call.',
    })),
    status: options.status ?? 'new',
    is_read: options.is_read ?? isRejected,
    read_at: (options.is_read ?? isRejected) ? now : null,
    rejection_reason: isRejected ? (options.rejection?.reason ?? 'other') : null,
    rejection_text: isRejected ? (options.rejection?.text ?? null) : null,
    rejected_at: isRejected ? now : null,
    created_at: now,
  });
  if (!row) throw new Error(`user ${options.userId} already applied to vacancy ${vacancy.id}`);
  if (candidate) {
    await openCandidateToCompany({
      db,
      clock,
      userId: options.userId,
      companyId: vacancy.company_id,
      source: 'application',
    });
  }
  return row;
}
