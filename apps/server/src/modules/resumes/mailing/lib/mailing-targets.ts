import { RESUMES } from '@hushwork/contract';
import type { Db } from '../../../../platform/db/database.ts';
import { type MailingRow, mailingRepo } from './mailing.repo.ts';
import { resumeSource } from './resume-source.ts';

/** Open vacancies matching the mailing's resume now, best first. */
export async function matchingOf(db: Db, mailing: MailingRow, max: number): Promise<number[]> {
  const resume = (await resumeSource.byIds(db, [mailing.resume_id])).get(mailing.resume_id);
  return resume ? resumeSource.matchingVacancyIds(db, resume, max) : [];
}

/** The vacancies a mailing goes to when paid: the ones its owner picked, or else the best matching ones now. */
export async function targetsOf(db: Db, mailing: MailingRow): Promise<number[]> {
  const picked = await mailingRepo.targetsOf(db, mailing.id);
  return picked.length > 0 ? picked : matchingOf(db, mailing, RESUMES.mailing.autoPickMax);
}
