import type { TOfferSource, TOfferStatus } from '@hushwork/contract';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { candidateDirectory, openCandidateToCompany } from '../candidates/index.ts';
import { vacancyDirectory } from '../vacancies/index.ts';
import { type OfferRow, offerRepo } from './offer.repo.ts';

export type JobOfferOptions = {
  vacancyId: number;
  candidateId: number;
  /** The company member who sends it. */
  createdBy: number;
  applicationId?: number | null;
  source?: TOfferSource;
  message?: string;
  status?: TOfferStatus;
  is_read?: boolean;
  answer_read?: boolean;
  created_at?: Date;
  clock?: Clock;
};

/**
 * One way to make a job offer, for tests and the demo seed, in any state: an approved one opens the candidate's
 * profile to the company, as approving does. The company comes from the vacancy, the account from the candidate.
 */
export async function createJobOffer(db: Db, options: JobOfferOptions): Promise<OfferRow> {
  const [vacancy, candidate] = await Promise.all([
    vacancyDirectory.findById(db, options.vacancyId),
    candidateDirectory.findById(db, options.candidateId),
  ]);
  if (!vacancy || !candidate) throw new Error(`no vacancy ${options.vacancyId} or candidate ${options.candidateId}`);
  const clock = options.clock ?? systemClock;
  const now = options.created_at ?? clock.now();
  const status = options.status ?? 'pending';
  const isAnswered = status !== 'pending';
  const row = await offerRepo.insert(db, {
    company_id: vacancy.company_id,
    vacancy_id: vacancy.id,
    user_id: candidate.user_id,
    candidate_id: candidate.id,
    application_id: options.applicationId ?? null,
    source: options.source ?? (options.applicationId ? 'response' : 'candidate'),
    message: options.message ?? 'We liked your profile and would be glad to talk about this role.',
    status,
    is_read_by_worker: options.is_read ?? isAnswered,
    answer_read_by_company: isAnswered && (options.answer_read ?? false),
    answered_at: isAnswered ? now : null,
    answered_by: isAnswered ? candidate.user_id : null,
    created_by: options.createdBy,
    created_at: now,
  });
  if (!row) throw new Error(`candidate ${candidate.id} has a pending offer for vacancy ${vacancy.id}`);
  if (status === 'approved') {
    await openCandidateToCompany({
      db,
      clock,
      userId: candidate.user_id,
      companyId: vacancy.company_id,
      source: 'offer',
    });
  }
  return row;
}
