import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymitySurfaces,
  createScanApp,
  describeLeaks,
  type ScanReport,
  type ScanRole,
  type ScanWorld,
  scanAnonymity,
  seedScanWorld,
  visitUrl,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';
import { approveVacancy } from '../vacancies/index.ts';

/**
 * The applications' surfaces of the anonymity scan (docs/adding-a-domain.md §4.1): responses and offers. The scan's
 * candidate applies with name and contacts to the opened company's vacancy with their CV, likewise to the closed
 * company's and closes the profile again, anonymously (the default) with their CV to the stranger's, and is sent
 * offers by the stranger (pending), the closed company (a quick job, pending) and the opened one (approved). Only the
 * candidate, the company the profile is open to and admins may meet a secret.
 */
let world: ScanWorld;
let report: ScanReport;
type CompanyKey = keyof ScanWorld['companies'];
const vacancyOf: Partial<Record<CompanyKey, number>> = {};
const companyRoles: Record<CompanyKey, ScanRole> = {
  stranger: 'stranger_company',
  hidden: 'hidden_company',
  closed: 'closed_company',
  opened: 'opened_company',
};
const responsesUrl = (company: CompanyKey) => `/api/me/vacancies/${vacancyOf[company]}/candidates`;

async function send(token: string, method: 'POST' | 'DELETE', url: string, payload?: object) {
  return world.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: newIp() });
}

async function postVacancy(company: CompanyKey) {
  const posted = await send(world.tokens[companyRoles[company]] as string, 'POST', '/api/vacancies', {
    title: `Zymurgy Lead for ${company}`,
    description: '<p>Fermentation data at scale.</p>',
    specialization_ids: [59],
    job_types: ['full_time', 'is_remote_work'],
  });
  if (posted.statusCode !== 201) throw new Error(`vacancy: ${posted.statusCode} ${posted.body}`);
  const id = posted.json().data.id as number;
  await approveVacancy(world.database.db, id);
  return id;
}

async function expectStatus(response: Awaited<ReturnType<typeof send>>, status: number) {
  if (response.statusCode !== status) throw new Error(`${status} expected: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  for (const company of Object.keys(companyRoles) as CompanyKey[]) vacancyOf[company] = await postVacancy(company);
  const candidate = world.tokens.owner as string;
  await expectStatus(
    await send(candidate, 'POST', '/api/job-applications', {
      vacancy_id: vacancyOf.opened,
      cover_letter: 'Brewing pipelines are what I do.',
      cv_file_id: world.candidate.cv_id,
      open_profile: true,
    }),
    201,
  );
  await expectStatus(
    await send(candidate, 'POST', '/api/job-applications', {
      vacancy_id: vacancyOf.closed,
      cover_letter: 'Hello.',
      open_profile: true,
    }),
    201,
  );
  await expectStatus(
    await send(candidate, 'POST', '/api/job-applications', {
      vacancy_id: vacancyOf.stranger,
      cover_letter: 'Anonymous, for now.',
      cv_file_id: world.candidate.cv_id,
    }),
    201,
  );
  await send(candidate, 'DELETE', `/api/open-profile/${world.companies.closed}`);
  const hidden = await send(candidate, 'POST', '/api/job-applications', {
    vacancy_id: vacancyOf.hidden,
    cover_letter: 'Hello.',
  });
  expect(hidden.json().code).toBe('COMPANY_HIDDEN');

  const offerFrom = (company: CompanyKey) =>
    send(world.tokens[companyRoles[company]] as string, 'POST', '/api/job-offers', {
      candidate_id: world.candidate.id,
      vacancy_id: vacancyOf[company],
      message: 'Join our brewery of data.',
    });
  await expectStatus(await offerFrom('stranger'), 201);
  expect((await offerFrom('hidden')).json().code).toBe('CANDIDATE_NOT_FOUND');
  await expectStatus(
    await send(world.tokens.closed_company as string, 'POST', `/api/candidates/quick-job/${world.candidate.id}`, {
      vacancy_id: vacancyOf.closed,
    }),
    201,
  );
  const opened = await expectStatus(await offerFrom('opened'), 201);
  await expectStatus(await send(candidate, 'POST', `/api/job-offers/${opened.id}/approve`), 200);

  anonymitySurfaces.push(
    {
      name: 'the responses to each scan company’s vacancy (GET me/vacancies/{id}/candidates)',
      visit: (scanWorld, role) =>
        Promise.all(
          (Object.keys(companyRoles) as CompanyKey[]).map((company) =>
            visitUrl(scanWorld, role, responsesUrl(company)),
          ),
        ),
    },
    {
      name: 'all of the reader’s company’s responses, read and unread (GET me/responses)',
      visit: (scanWorld, role) =>
        Promise.all(
          ['/api/me/responses', '/api/me/responses?state=unread'].map((url) => visitUrl(scanWorld, role, url)),
        ),
    },
    {
      name: 'the offers the reader’s company sent (GET me/company/offers)',
      visit: (scanWorld, role) => Promise.all([visitUrl(scanWorld, role, '/api/me/company/offers')]),
    },
    {
      name: 'a worker’s own applications and offers (GET me/applications, me/offers)',
      visit: (scanWorld, role) =>
        Promise.all(['/api/me/applications', '/api/me/offers'].map((url) => visitUrl(scanWorld, role, url))),
    },
  );
  report = await scanAnonymity(world);
}, 240_000);

const visitOf = (role: ScanRole, url: string) => report.visits.get(role)?.find((visit) => visit.where === `GET ${url}`);

describe('the anonymity scan with responses and offers', () => {
  it('finds no name, contact, photo or CV of the candidate in responses and offers, nor anywhere else', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('saw the candidate there: the opened company gets their response with the CV, the others the card alone', () => {
    const opened = visitOf('opened_company', responsesUrl('opened'));
    expect(opened?.status).toBe(200);
    expect(opened?.text).toContain(world.candidate.slug);
    expect(opened?.text).toContain(world.candidate.cv_id);
    const closed = visitOf('closed_company', responsesUrl('closed'));
    expect(closed?.status).toBe(200);
    expect(closed?.text).toContain(world.candidate.slug);
    expect(closed?.text).not.toContain(world.candidate.cv_id);
    expect(closed?.text).toContain('"is_opened":false');
    const anonymous = visitOf('stranger_company', responsesUrl('stranger'));
    expect(anonymous?.status).toBe(200);
    expect(anonymous?.text).toContain(world.candidate.slug);
    expect(anonymous?.text).toContain('Anonymous, for now.');
    expect(anonymous?.text).not.toContain(world.candidate.cv_id);
    expect(visitOf('stranger_company', '/api/me/company/offers')?.text).toContain(world.candidate.slug);
    expect(visitOf('owner', '/api/me/offers')?.text).toContain('Join our brewery of data.');
    expect(visitOf('admin', responsesUrl('opened'))?.text).toContain(world.candidate.slug);
  });

  it('answers nobody else: a guest 401, job seekers 403, another company 404', () => {
    expect(visitOf('guest', responsesUrl('opened'))?.status).toBe(401);
    expect(visitOf('worker', responsesUrl('opened'))?.status).toBe(403);
    expect(visitOf('stranger_company', responsesUrl('opened'))?.status).toBe(404);
    expect(visitOf('hidden_company', '/api/me/responses')?.text).not.toContain(world.candidate.slug);
    expect(visitOf('worker', '/api/me/offers')?.text).not.toContain(world.candidate.slug);
  });
});
