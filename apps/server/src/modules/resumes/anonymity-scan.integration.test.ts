import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymitySurfaces,
  createScanApp,
  describeLeaks,
  openApiSurface,
  type ScanReport,
  type ScanRole,
  type ScanWorld,
  type Surface,
  scanAnonymity,
  seedScanWorld,
  visitUrl,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';

/**
 * The resumes' surfaces of the anonymity scan (docs/adding-a-domain.md §4.1). The scan's candidate writes a resume
 * with their name and contacts, and a guest writes one whose token no reader holds. Every resume call is visited as
 * every role: only the candidate may meet their resume (admins and the company the profile is open to included: a
 * resume is its author's own until they share it), and nobody a guest's, not even its id.
 */
let world: ScanWorld;
let report: ScanReport;
let ownId: string;
let guestId: string;
let sharedId: string;

async function post(url: string, token: string, payload: object) {
  const response = await world.app.inject({
    method: 'POST',
    url,
    payload,
    headers: bearer(token),
    remoteAddress: newIp(),
  });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function store(token: string | null, document: object) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/resume-builder/store',
    payload: { document },
    headers: token ? bearer(token) : {},
    remoteAddress: newIp(),
  });
  if (response.statusCode !== 201) throw new Error(`store: ${response.statusCode} ${response.body}`);
  return response.json().data.resume.id as string;
}

/** Every call about one resume, as `role` sends it (with its session, never a resume's token). */
const resumeCalls = (scanWorld: ScanWorld, role: ScanRole, id: string) =>
  Promise.all([
    visitUrl(scanWorld, role, `/api/resume-builder/${id}/info`),
    visitUrl(scanWorld, role, `/api/resume-builder/view/html/${id}`),
    visitUrl(scanWorld, role, `/api/resume-builder/${id}/vacancies`),
    ...['pdf', 'docx', 'txt', 'claim'].map((call) =>
      visitUrl(scanWorld, role, `/api/resume-builder/${id}/${call}`, 'POST'),
    ),
  ]);

const resumeApi = openApiSurface(['resumes']);

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  const owner = world.tokens.owner as string;
  ownId = await store(owner, {
    personal: {
      first_name: 'Bartholomew',
      last_name: 'Quillfeather',
      email: 'b.quillfeather@secret-mail.example',
      phone: '+48 600 713 377',
    },
    position: { title: 'Senior Zymurgist engineer' },
    links: [{ label: 'GitHub', url: 'https://github.com/quillfeather-gh' }],
  });
  // Shared under a pen name and without contacts: its public page shows what its owner put in it, nothing more.
  sharedId = await store(owner, {
    personal: { first_name: 'Penname', last_name: 'Zymurgist' },
    position: { title: 'Zymurgist engineer' },
  });
  await post(`/api/resume-builder/${sharedId}/share`, owner, {});
  // A mailing of the own resume, waiting for its payment: the seeker's mailing and payment calls are theirs alone.
  const mailingId = (await post(`/api/resume-builder/${ownId}/mailing`, owner, { mode: 'one_time', vacancy_ids: [] }))
    .id as number;
  guestId = await store(null, {
    personal: { first_name: 'Quintessa', last_name: 'Marrowbone', email: 'q.marrowbone@guest-mail.example' },
    position: { title: 'Zymurgist' },
  });
  world.secrets.push(
    { kind: 'resume id', value: ownId },
    { kind: 'guest resume id', value: guestId },
    { kind: 'guest resume name', value: 'Marrowbone' },
    { kind: 'guest resume e-mail', value: 'q.marrowbone@guest-mail.example' },
  );
  // The OpenAPI surface fills `{id}` from here: every GET call of the domain, those added later too.
  world.params.id = [...(world.params.id ?? []), ownId, guestId];
  const surfaces: Surface[] = [
    { ...resumeApi, mayReveal: ['owner'] },
    {
      name: 'every call about the candidate’s own resume (info, html, vacancies, pdf, docx, txt, claim), and my list',
      mayReveal: ['owner'],
      visit: async (scanWorld, role) => [
        ...(await resumeCalls(scanWorld, role, ownId)),
        await visitUrl(scanWorld, role, '/api/resume-builder/my'),
      ],
    },
    {
      // Its PDF is served to all as the owner chose (a served file counts as a leak here): the view is its text.
      name: 'a resume its owner shared under a pen name: its public view',
      mayReveal: [],
      visit: async (scanWorld, role) => [await visitUrl(scanWorld, role, `/api/resume-builder/view/html/${sharedId}`)],
    },
    {
      name: 'the seeker’s resume mailings and their payments (my, payments, payment info)',
      mayReveal: ['owner'],
      visit: async (scanWorld, role) => [
        await visitUrl(scanWorld, role, '/api/resume-mailing/my'),
        await visitUrl(scanWorld, role, '/api/resume-mailing/payments'),
        await visitUrl(scanWorld, role, `/api/resume-mailing/${mailingId}/payment/info`),
      ],
    },
    {
      name: 'every call about a guest’s resume whose token no reader holds',
      mayReveal: [],
      visit: (scanWorld, role) => resumeCalls(scanWorld, role, guestId),
    },
  ];
  anonymitySurfaces.push(...surfaces);
  report = await scanAnonymity(world);
}, 300_000);

const visitOf = (role: ScanRole, where: string) => report.visits.get(role)?.find((visit) => visit.where === where);

describe('the anonymity scan with the resumes domain', () => {
  it('finds no secret of the candidate’s resume or a guest’s where it may not be, nor anywhere else', () => {
    expect(describeLeaks(report.leaks)).toBe('');
    expect([...resumeApi.unfilled]).toEqual([]);
    expect(resumeApi.visited).toContain('/api/resume-builder/{id}/info');
  });

  it('saw the resume: its owner reads it whole, every other reader gets 404', () => {
    const info = `GET /api/resume-builder/${ownId}/info`;
    expect(visitOf('owner', info)?.status).toBe(200);
    expect(visitOf('owner', info)?.text).toContain('Quillfeather');
    for (const role of ['guest', 'worker', 'opened_company', 'admin'] as const) {
      expect(visitOf(role, info)?.status, role).toBe(404);
      expect(visitOf(role, `POST /api/resume-builder/${ownId}/pdf`)?.status, role).toBe(404);
    }
    expect(visitOf('owner', `POST /api/resume-builder/${guestId}/claim`)?.status).toBe(404);
  });

  it('saw the shared resume’s public view as every reader, under its pen name', () => {
    for (const role of ['guest', 'worker', 'stranger_company', 'admin'] as const) {
      const view = visitOf(role, `GET /api/resume-builder/view/html/${sharedId}`);
      expect(view?.status, role).toBe(200);
      expect(view?.text, role).toContain('Penname');
    }
  });
});
