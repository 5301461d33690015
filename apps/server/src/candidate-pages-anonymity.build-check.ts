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
} from './test/anonymity-scan.ts';

/**
 * The anonymity scan of the rendered pages (spec section 5; issue 15): every page that shows candidates, as every kind
 * of reader, signed in by the cookie the web uses. A page carries its loader's data into the HTML, so a secret passed
 * to a page it should not reach is found here even when nothing on screen shows it. Needs the web build.
 */
const candidatePages = pagesSurface('the pages that show candidates', (world) => [
  '/candidates',
  `/candidates?search=${world.searchTerm}`,
  '/candidates/search/python',
  `/candidate/${world.candidate.slug}`,
  `/uk/candidate/${world.candidate.slug}`,
  '/profile/favorites?type=candidate',
  '/profile/employer/resumes',
]);

let world: ScanWorld;
let report: ScanReport;
beforeAll(async () => {
  world = await seedScanWorld(await createScanApp({ web: true }));
  report = await scanAnonymity(world, [candidatePages]);
}, 120_000);

const pageOf = (role: ScanRole, url: string) => pageVisit(report, role, url);

describe('the anonymity scan of the pages', () => {
  it('finds the name, contacts, photo and CV on no page the candidate did not open them to, nor in the logs', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('rendered the candidate to every reader who may find them, and whole to those it is opened to', () => {
    const url = `/candidate/${world.candidate.slug}`;
    expect(pageOf('guest', '/candidates')?.status, 'no web build? run "npm run build" first').toBe(200);
    // The scan's job seeker has no profile of their own, so the spec's push sends them to add-resume instead.
    expect(pageOf('worker', url)?.status).toBe(302);
    for (const role of ['guest', 'stranger_company', 'closed_company'] as const) {
      expect(pageOf(role, url)?.status, role).toBe(200);
      expect(pageOf(role, `/candidates?search=${world.searchTerm}`)?.text, role).toContain(world.candidate.slug);
    }
    const name = world.secrets.find((secret) => secret.kind === 'name')?.value ?? '';
    for (const role of ['opened_company', 'admin'] as const) {
      expect(pageOf(role, url)?.text, role).toContain(name);
    }
    // The company's own list of opened profiles names the candidate to the company it is opened to only.
    expect(pageOf('opened_company', '/profile/employer/resumes')?.text).toContain(name);
  });
});
