import { beforeAll, describe, expect, it } from 'vitest';
import {
  createScanApp,
  describeLeaks,
  type ScanReport,
  type ScanWorld,
  type Surface,
  scanAnonymity,
  seedScanWorld,
  visitUrl,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';
import { createExternalJob } from './external-job.factory.ts';

/**
 * External jobs in the anonymity scan (docs/adding-a-domain.md §4.1): the scan's candidate goes to apply to an
 * external job signed in, a guest gives the candidate's private e-mail to go to another, and the candidate rates the
 * company. None of it may come back to anyone through the external jobs' calls or the logs, not even to those the
 * profile is opened to: who clicked through is nobody's to read.
 */
let world: ScanWorld;
let report: ScanReport;
let job: { id: number; slug: string };

const externalSurface: Surface = {
  name: 'external jobs: the list, its search, one job',
  mayReveal: [],
  visit: (scan, role) =>
    Promise.all(
      ['/api/external-jobs', '/api/external-jobs?search=Zymologist', `/api/external-jobs/info/${job.slug}`].map((url) =>
        visitUrl(scan, role, url),
      ),
    ),
};

async function post(url: string, payload: object, token?: string) {
  const answer = await world.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: newIp(),
  });
  if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer;
}

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  const made = await createExternalJob(world.database.db, { title: 'Zymologist', company: 'Faraway Brewing' });
  job = { id: made.id, slug: made.slug };
  const email = world.secrets.find((secret) => secret.kind === 'contact e-mail')?.value;
  expect(email).toBeDefined();
  await post(`/api/external-jobs/quick-apply/${job.id}`, {}, world.tokens.owner as string);
  await post(`/api/external-jobs/quick-apply/${job.id}`, { email: email as string });
  await post(`/api/external-jobs/company/${made.company_slug}/rating`, { rating: 4 }, world.tokens.owner as string);
  report = await scanAnonymity(world, [externalSurface]);
}, 120_000);

describe('the anonymity scan of external jobs', () => {
  it('finds the candidate’s name and contacts in no external jobs answer and no log line', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('saw the job in every reader’s answers', () => {
    for (const [role, visits] of report.visits) {
      expect(visits.map((visit) => visit.text).join('\n'), role).toContain(job.slug);
    }
  });
});
