import type { Job } from '../../../platform/module.ts';
import { endDuePlacements } from '../lib/placement.ts';

/** A batch the job ends at a time: one transaction stays short, and the next run takes the rest. */
const BATCH = 200;

/** Lowers the vacancies whose paid placement is over, every five minutes (so within five minutes of its end). */
export const endPlacementsJob: Job = {
  name: 'billing.end-placements',
  everyMs: 5 * 60 * 1000,
  async run({ database, clock }) {
    let ended: number;
    do ended = await endDuePlacements(database.db, clock.now(), BATCH);
    while (ended === BATCH);
  },
};
