import type { TOfferSource, TSentOffer } from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { candidateDirectory } from '../candidates/index.ts';
import { type ApplicationRow, applicationRepo } from './application.repo.ts';
import { offerableVacancy, requireTeam } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { openConversation } from './conversations.ts';
import { notifyOfferReceived } from './notify.ts';
import { offerRepo } from './offer.repo.ts';
import { presentSentOffers } from './present-offer.ts';

export type SendOfferOptions = ApplicationsDeps & {
  actor: Actor;
  input: {
    candidate_id: number;
    vacancy_id: number;
    application_id?: number | null | undefined;
    message: string;
    /** A quick-job proposal says so; otherwise the source follows from where the offer came from. */
    source?: TOfferSource;
  };
};

/** The response an offer answers: this company's, to this vacancy, from this candidate, and not turned down. */
async function answeredResponse(
  db: ApplicationsDeps['db'],
  applicationId: number,
  expected: { company_id: number; vacancy_id: number; candidate_id: number },
): Promise<ApplicationRow> {
  const row = await applicationRepo.findById(db, applicationId);
  const isExpected =
    row?.company_id === expected.company_id &&
    row.vacancy_id === expected.vacancy_id &&
    row.candidate_id === expected.candidate_id;
  if (!row || !isExpected) throw new AppError('RESPONSE_NOT_FOUND');
  if (row.status === 'rejected') throw new AppError('RESPONSE_ALREADY_DECIDED');
  return row;
}

/**
 * A company member offers one of the company's open vacancies to a candidate the company may see: listed, or opened
 * to it, and never one who hid from it (who is "not found", as everywhere). The offer is mailed to the candidate;
 * nothing of who they are is revealed to the company until they approve it. One unanswered offer per candidate and
 * vacancy; an offer from a response marks the response as answered with it.
 */
export async function sendOffer({ actor, input, ...deps }: SendOfferOptions): Promise<TSentOffer> {
  requirePermission(actor, 'create:job-offer:own');
  const { user_id } = requireUser(actor);
  const { company_id } = await requireTeam(deps.db, actor);
  const vacancy = await offerableVacancy(deps.db, company_id, input.vacancy_id);
  const access = await candidateDirectory.accessOfCompany(deps.db, input.candidate_id, company_id, deps.registry);
  const candidate = access ? await candidateDirectory.findById(deps.db, input.candidate_id) : undefined;
  if (!candidate) throw new AppError('CANDIDATE_NOT_FOUND');
  const application = input.application_id
    ? await answeredResponse(deps.db, input.application_id, {
        company_id,
        vacancy_id: vacancy.id,
        candidate_id: candidate.id,
      })
    : undefined;
  const source: TOfferSource =
    input.source ?? (application ? 'response' : candidate.is_outstaff ? 'outstaff' : 'candidate');
  const offer = await deps.db.transaction(async (tx) => {
    const inserted = await offerRepo.insert(tx, {
      company_id,
      vacancy_id: vacancy.id,
      user_id: candidate.user_id,
      candidate_id: candidate.id,
      application_id: application?.id ?? null,
      source,
      message: input.message,
      created_by: user_id,
      created_at: deps.clock.now(),
    });
    if (!inserted) throw new AppError('OFFER_EXISTS');
    if (application) {
      await applicationRepo.update(tx, application.id, {
        status: 'offered',
        is_read: true,
        read_at: application.read_at ?? deps.clock.now(),
      });
    }
    await notifyOfferReceived(tx, deps, inserted, vacancy.title);
    return inserted;
  });
  deps.mailer.kick();
  // The offer starts the company's room with the candidate (issue 18); a room refused never fails the offer.
  await openConversation({
    db: deps.db,
    clock: deps.clock,
    companyId: company_id,
    candidateUserId: candidate.user_id,
    source: source === 'quick_job' ? 'quick_job' : 'offer',
    registry: deps.registry,
    ...(deps.bus ? { bus: deps.bus } : {}),
  });
  const [presented] = await presentSentOffers(deps.db, actor, [offer], deps.registry);
  return presented as TSentOffer;
}
