import { beforeAll, describe, expect, it } from 'vitest';
import {
  createScanApp,
  describeLeaks,
  openApiSurface,
  type ScanReport,
  type ScanWorld,
  scanAnonymity,
  seedScanWorld,
} from '../../test/anonymity-scan.ts';
import { bearer, newIp } from '../../test/identity-helpers.ts';

/**
 * The community directory in the anonymity scan (docs/adding-a-domain.md §4.1), with its flag on: the scan's
 * candidate joins the community, and a company with a plan that never opened them searches and reads their card.
 * Every GET call tagged `community` is visited as every role: only the candidate, the company their profile is open
 * to and admins may see who they are; the company they hid from and the one they closed to find nothing at all.
 */
let world: ScanWorld;
let report: ScanReport;
const surface = openApiSurface(['community']);

async function send(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  const answer = await world.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: newIp() });
  if (answer.statusCode >= 300) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
  return answer;
}

beforeAll(async () => {
  world = await seedScanWorld(await createScanApp({ env: { COMMUNITY: '1' } }));
  world.query = { ...world.query, q: world.searchTerm };
  await send('PUT', '/api/me/community', world.tokens.owner as string, { joined: true });
  // The stranger company could open them (it has a plan) but has not.
  await send('POST', '/api/community/tariffs/demo', world.tokens.stranger_company as string);
  report = await scanAnonymity(world, [surface]);
}, 120_000);

describe('the anonymity scan of the community directory', () => {
  it('visits every community GET call with real ids', () => {
    expect([...surface.unfilled]).toEqual([]);
    expect([...surface.visited].sort()).toEqual([
      '/api/community/search',
      '/api/community/tariffs',
      '/api/community/{id}',
      '/api/me/community',
    ]);
  });

  it('shows the candidate to a company with a plan, anonymously, and to the hidden and closed ones not at all', () => {
    const visitsOf = (role: 'stranger_company' | 'hidden_company' | 'closed_company' | 'opened_company') =>
      report.visits.get(role) ?? [];
    const card = (role: Parameters<typeof visitsOf>[0]) =>
      visitsOf(role).find((visit) => visit.where === `GET /api/community/${world.candidate.id}`);
    expect(card('stranger_company')).toMatchObject({ status: 200, text: expect.stringContaining('Zymurgist') });
    expect(card('stranger_company')?.text).toContain('"opened":false');
    expect(card('opened_company')).toMatchObject({ status: 200, text: expect.stringContaining('Quillfeather') });
    expect(card('hidden_company')?.status).toBe(404);
    expect(card('closed_company')?.status).toBe(404);
    const search = visitsOf('hidden_company').find((visit) => visit.where.startsWith('GET /api/community/search'));
    expect(search).toMatchObject({ status: 200 });
    expect(search?.text).not.toContain('Zymurgist');
  });

  it('leaks no name, contact, file or hidden employer to anyone the profile is not open to', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });
});
