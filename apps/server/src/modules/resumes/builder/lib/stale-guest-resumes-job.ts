import type { Job } from '../../../../platform/module.ts';
import { deleteStaleGuestResumes } from '../delete-stale-guest-resumes.ts';

/** Daily, on the job queue: the state is the rows' `updated_at`, so a missed or repeated day does no harm. */
export const staleGuestResumesJob: Job = {
  name: 'delete-stale-guest-resumes',
  everyMs: 24 * 60 * 60 * 1000,
  async run({ database, clock, logger }) {
    const count = await deleteStaleGuestResumes({ db: database.db, clock });
    if (count > 0) logger.info({ count }, 'stale guest resumes deleted');
  },
};
