import { beforeAll, describe, expect, it } from 'vitest';
import {
  createScanApp,
  describeLeaks,
  pagesSurface,
  pageVisit,
  type ScanReport,
  type ScanRole,
  type ScanWorld,
  scanAnonymity,
  seedScanWorld,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';
import { approveVacancy } from '../vacancies/index.ts';

/**
 * The anonymity scan of the applications' pages (docs/adding-a-domain.md §4.1), after the build: the responses, a
 * vacancy's responses, the sent offers, the worker's applications and offers, and the vacancy's page with its apply
 * section, read by every kind of reader with the web's session cookie. The scan's candidate applies to the opened and
 * the closed company's vacancies (then closes the profile to the closed one), the opened company's offer is accepted
 * and the stranger's waits: a page carries its loader's data, so a secret passed on is found even off screen.
 */
type CompanyKey = 'stranger' | 'closed' | 'opened';
const ROLE_OF: Record<CompanyKey, ScanRole> = {
  stranger: 'stranger_company',
  closed: 'closed_company',
  opened: 'opened_company',
};
const vacancies: Partial<Record<CompanyKey, { id: number; slug: string }>> = {};
let world: ScanWorld;
let report: ScanReport;

async function call(token: string | null, method: 'POST' | 'DELETE', url: string, payload?: object) {
  const response = await world.app.inject({
    method,
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: newIp(),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

const applicationPages = pagesSurface('the applications’ pages', () => [
  '/profile/responses/candidates',
  '/profile/responses/candidates?state=unread',
  '/profile/responses/candidates?tab=offers',
  '/profile/responses/companies',
  '/profile/offers',
  ...Object.values(vacancies).flatMap((vacancy) => [
    `/profile/job-openings/${vacancy.id}/candidates`,
    `/job-openings/${vacancy.slug}`,
  ]),
]);

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp({ web: true }));
  for (const company of Object.keys(ROLE_OF) as CompanyKey[]) {
    const posted = await call(world.tokens[ROLE_OF[company]], 'POST', '/api/vacancies', {
      title: `Cellar Master for ${company}`,
      description: '<p>Barrels and data.</p>',
      specialization_ids: [59],
      job_types: ['full_time', 'is_remote_work'],
    });
    await approveVacancy(world.database.db, posted.id);
    vacancies[company] = { id: posted.id, slug: posted.slug };
  }
  const candidate = world.tokens.owner;
  const apply = (company: CompanyKey, extra: object = {}) =>
    call(candidate, 'POST', '/api/job-applications', {
      vacancy_id: vacancies[company]?.id,
      cover_letter: 'Barrels are what I do.',
      ...extra,
    });
  // Both apply with name and contacts (applying is anonymous unless chosen); "closed" is then closed again.
  await apply('opened', { cv_file_id: world.candidate.cv_id, open_profile: true });
  await apply('closed', { open_profile: true });
  await call(candidate, 'DELETE', `/api/open-profile/${world.companies.closed}`);
  const offerFrom = (company: CompanyKey) =>
    call(world.tokens[ROLE_OF[company]], 'POST', '/api/job-offers', {
      candidate_id: world.candidate.id,
      vacancy_id: vacancies[company]?.id,
      message: 'Come and taste our data.',
    });
  await offerFrom('stranger');
  const accepted = await offerFrom('opened');
  await call(candidate, 'POST', `/api/job-offers/${accepted.id}/approve`);
  report = await scanAnonymity(world, [applicationPages]);
}, 240_000);

const visitOf = (role: ScanRole, url: string) => pageVisit(report, role, url);

describe('the anonymity scan of the applications’ pages', () => {
  it('finds the name, contacts, photo and CV on no page the candidate did not open them to, nor in the logs', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('rendered the responses and offers to their readers, and sent everyone else on', () => {
    const responses = '/profile/responses/candidates';
    expect(visitOf('opened_company', responses)?.status, 'no web build? run "npm run build" first').toBe(200);
    expect(visitOf('opened_company', responses)?.text).toContain(world.candidate.slug);
    expect(visitOf('closed_company', `/profile/job-openings/${vacancies.closed?.id}/candidates`)?.text).toContain(
      world.candidate.slug,
    );
    expect(visitOf('stranger_company', `${responses}?tab=offers`)?.text).toContain(world.candidate.slug);
    expect(visitOf('owner', '/profile/offers')?.text).toContain('Come and taste our data.');
    expect(visitOf('owner', '/profile/responses/companies')?.text).toContain('Cellar Master for opened');
    // Another company's vacancy is not found; a guest signs in first; a worker has a tab of their own.
    expect(visitOf('stranger_company', `/profile/job-openings/${vacancies.opened?.id}/candidates`)?.status).toBe(404);
    expect(visitOf('guest', responses)?.status).toBe(302);
    expect(visitOf('owner', responses)?.status).toBe(302);
  });
});
