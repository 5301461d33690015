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

/**
 * The vacancies' surface of the anonymity scan (docs/adding-a-domain.md §4.1): the candidates matching a company's
 * vacancy. They are cards for every reader, even a company the candidate opened the profile to, so nobody may see
 * a secret there.
 */
let world: ScanWorld;
let report: ScanReport;
/** Each scan company's vacancy, one the scan's candidate fits (the role and seniority of their profile). */
const vacancyOf: Partial<Record<keyof ScanWorld['companies'], number>> = {};
const matchingUrl = (id: number) => `/api/vacancies/candidates?vacancy_id=${id}`;

async function postVacancy(token: string) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/vacancies',
    headers: bearer(token),
    remoteAddress: newIp(),
    payload: {
      title: 'Senior Zymurgy Platform Engineer',
      description: '<p>Streams, brewing data and a calm on-call.</p>',
      specialization_ids: [59],
      seniority: 'senior',
      job_types: ['full_time', 'is_remote_work'],
    },
  });
  if (response.statusCode !== 201) throw new Error(`vacancy: ${response.statusCode} ${response.body}`);
  return response.json().data.id as number;
}

const companyRoles = {
  stranger_company: 'stranger',
  hidden_company: 'hidden',
  closed_company: 'closed',
  opened_company: 'opened',
} as const;

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  for (const [role, company] of Object.entries(companyRoles)) {
    vacancyOf[company] = await postVacancy(world.tokens[role as ScanRole] as string);
  }
  anonymitySurfaces.push({
    name: 'the candidates matching each company’s vacancy (GET vacancies/candidates)',
    mayReveal: [],
    visit: (scanWorld, role) =>
      Promise.all(Object.values(vacancyOf).map((id) => visitUrl(scanWorld, role, matchingUrl(id as number)))),
  });
  report = await scanAnonymity(world);
}, 180_000);

const visitOf = (role: ScanRole, company: keyof ScanWorld['companies']) =>
  report.visits.get(role)?.find((visit) => visit.where === `GET ${matchingUrl(vacancyOf[company] as number)}`);

describe('the anonymity scan with the vacancies domain', () => {
  it('finds no name, contact, photo or CV of the candidate in the candidates matching a vacancy, nor anywhere else', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('saw the candidate there: each company finds them for its own vacancy, but the one they hid from', () => {
    for (const [role, company] of Object.entries(companyRoles) as [ScanRole, keyof ScanWorld['companies']][]) {
      const visit = visitOf(role, company);
      expect(visit?.status, role).toBe(200);
      if (company === 'hidden') expect(visit?.text).not.toContain(world.candidate.slug);
      else expect(visit?.text, role).toContain(world.candidate.slug);
    }
    // The company the profile is opened to still gets a card: the profile is where it reads who the person is.
    expect(visitOf('opened_company', 'opened')?.text).not.toContain('Quillfeather');
    expect(visitOf('admin', 'stranger')?.text).toContain(world.candidate.slug);
  });

  it('answers nobody else: a guest 401, job seekers 403, another company 404', () => {
    expect(visitOf('guest', 'stranger')?.status).toBe(401);
    expect(visitOf('worker', 'stranger')?.status).toBe(403);
    expect(visitOf('owner', 'stranger')?.status).toBe(403);
    expect(visitOf('opened_company', 'stranger')?.status).toBe(404);
  });
});
