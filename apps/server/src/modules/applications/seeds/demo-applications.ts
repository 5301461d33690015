import type { TOfferSource, TOfferStatus, TRejectReason } from '@hushwork/contract';
import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import type { Db } from '../../../platform/db/database.ts';
import { candidateDirectory } from '../../candidates/index.ts';
import { companyDirectory } from '../../companies/index.ts';
import { DEMO_ACCOUNTS, userDirectory } from '../../identity/index.ts';
import { listCompanyVacancies } from '../../vacancies/index.ts';
import { createApplication } from '../application.factory.ts';
import { applicationRepo } from '../application.repo.ts';
import { createJobOffer } from '../offer.factory.ts';

/** Demo candidates who apply besides identity's demo worker. */
const APPLICANT_COUNT = 9;
const VACANCY_COUNT = 4;
const HOUR_MS = 60 * 60 * 1000;

const COVER_LETTERS = [
  'I have built and run services like yours for five years and would love to bring that to your team.',
  'Ich arbeite seit Jahren mit genau diesem Stack und würde mich freuen, Ihr Team zu verstärken.',
  'Od kilku lat pracuję z tym stosem technologicznym i chętnie dołączę do Waszego zespołu.',
  'Я давно работаю с этим стеком и буду рад присоединиться к вашей команде.',
  'Я маю досвід саме з цими технологіями й охоче приєднаюся до вашої команди.',
];
const REJECTIONS: TRejectReason[] = ['skills', 'position_filled', 'salary'];

/** Who applies: identity's demo worker first, then the first demo candidates, each with their profile. */
async function applicantIds(db: Db): Promise<number[]> {
  const demoWorker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
  const worker = demoWorker ? await userDirectory.findByEmail(db, demoWorker.email) : undefined;
  const candidates = await candidateDirectory.demoCandidateUserIds(db, APPLICANT_COUNT);
  return [...(worker ? [worker.id] : []), ...candidates];
}

/** An offer in each state to the applicant at `n`: pending unread and read, approved, declined. */
const OFFER_STATES: { status: TOfferStatus; is_read: boolean; source: TOfferSource }[] = [
  { status: 'pending', is_read: false, source: 'response' },
  { status: 'approved', is_read: true, source: 'candidate' },
  { status: 'declined', is_read: true, source: 'quick_job' },
  { status: 'pending', is_read: true, source: 'response' },
];

/**
 * Responses and offers for the demo employer's company (Hushwork Demo Labs): identity's demo worker and the first
 * demo candidates apply to its first open vacancies, half of the responses read, a few turned down; the company sends
 * offers in every state, the demo worker getting one of each, so both demo accounts see badges and lists. Runs after
 * the demo vacancies and candidates, finds them by what their seeds export, and stops at once when the last
 * applicant's application is there.
 */
export const demoApplicationsSeed: DemoSeed = {
  name: 'demo-applications',
  async run(db) {
    const [labs] = await companyDirectory.demoCompanies(db);
    if (!labs) return [];
    const vacancies = (await listCompanyVacancies({ db, input: { companyId: labs.company_id } })).slice(
      0,
      VACANCY_COUNT,
    );
    const applicants = await applicantIds(db);
    const last = applicants.length - 1;
    if (vacancies.length === 0 || last < 0) return [];
    const vacancyOf = (n: number) => vacancies[n % vacancies.length] as { id: number };
    if (await applicationRepo.findOfUser(db, vacancyOf(last).id, applicants[last] as number)) return [];
    const now = Date.now();
    await db.transaction(async (tx) => {
      // The demo worker gets one offer in each state, each for another vacancy.
      const [demoWorker] = applicants;
      const demoCandidate = demoWorker ? await candidateDirectory.findByUserId(tx, demoWorker) : undefined;
      if (demoCandidate) {
        for (const [i, state] of OFFER_STATES.slice(0, 3).entries()) {
          await createJobOffer(tx, {
            vacancyId: vacancyOf(i + 1).id,
            candidateId: demoCandidate.id,
            createdBy: labs.owner_user_id,
            ...state,
            source: state.source === 'response' ? 'candidate' : state.source,
            created_at: new Date(now - (i + 1) * 5 * HOUR_MS),
          });
        }
      }
      for (const [n, userId] of applicants.entries()) {
        const isRejected = n % 4 === 3;
        const application = await createApplication(tx, {
          vacancyId: vacancyOf(n).id,
          userId,
          cover_letter: COVER_LETTERS[n % COVER_LETTERS.length] as string,
          is_read: n % 2 === 1,
          ...(isRejected
            ? { status: 'rejected' as const, rejection: { reason: REJECTIONS[n % REJECTIONS.length] as TRejectReason } }
            : {}),
          created_at: new Date(now - n * 3 * HOUR_MS),
        });
        const state = OFFER_STATES[n % OFFER_STATES.length];
        const candidate = await candidateDirectory.findByUserId(tx, userId);
        // A few of the others' responses are answered with an offer; the demo worker's stays new for the demo.
        if (n === 0 || isRejected || n % 3 !== 1 || !state || !candidate) continue;
        await createJobOffer(tx, {
          vacancyId: vacancyOf(n).id,
          candidateId: candidate.id,
          createdBy: labs.owner_user_id,
          applicationId: application.id,
          ...state,
          source: 'response',
          created_at: new Date(now - n * 2 * HOUR_MS),
        });
        await applicationRepo.update(tx, application.id, { status: 'offered', is_read: true });
      }
    });
    return [];
  },
};
