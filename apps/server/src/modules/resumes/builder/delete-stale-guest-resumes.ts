import { RESUMES } from '@hushwork/contract';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { resumeRepo } from './lib/resume.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes guests' resumes nobody saved for `RESUMES.guestKeepDays`: their token lives only in one browser, and one
 * nobody came back to in that long is lost to its author too. Claimed resumes are an account's and stay. Answers how
 * many went; running it twice deletes nothing more.
 */
export async function deleteStaleGuestResumes({ db, clock }: { db: Db; clock: Clock }): Promise<number> {
  const before = new Date(clock.now().getTime() - RESUMES.guestKeepDays * DAY_MS);
  return resumeRepo.deleteGuestsUntouchedSince(db, before);
}
