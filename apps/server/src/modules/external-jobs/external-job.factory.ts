import type { Db } from '../../platform/db/database.ts';
import { type ExternalJobRow, externalJobRepo } from './external-job.repo.ts';
import { externalJobOf, type FeedItem } from './external-job-fields.ts';

export type ExternalJobOptions = Partial<FeedItem> & {
  source?: string;
  feed_id?: number | null;
  /** Taken as "now" for a job without a date. */
  now?: Date;
};

let made = 0;

/**
 * One way to make an external job, for tests and the demo seed: what a feed's item becomes (its text bounded, its
 * description sanitized), written by its URL as the feed job writes it.
 */
export async function createExternalJob(db: Db, options: ExternalJobOptions = {}): Promise<ExternalJobRow> {
  const [row] = await createExternalJobs(db, [options]);
  return row as ExternalJobRow;
}

/** Many at once, in one statement: the demo seed's 200 cost one round trip, not 200. */
export async function createExternalJobs(db: Db, list: readonly ExternalJobOptions[]): Promise<ExternalJobRow[]> {
  return externalJobRepo.upsertMany(db, list.map(jobOf));
}

function jobOf(options: ExternalJobOptions) {
  made += 1;
  const { source = 'jobs.example.org', feed_id = null, now = new Date(), ...item } = options;
  const job = externalJobOf(
    {
      url: `https://jobs.example.org/${Date.now().toString(36)}-${made}`,
      title: 'Senior Go Engineer',
      description: '<p>Payments at scale, with a small and friendly team.</p>',
      company: 'Faraway Labs',
      location: 'Berlin, Germany',
      ...item,
    },
    { source, feed_id, now },
  );
  if (!job) throw new Error('createExternalJob: a job needs an http(s) url and a title');
  return job;
}
