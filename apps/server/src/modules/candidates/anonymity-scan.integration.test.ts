import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymitySurfaces,
  candidateApiSurface,
  createScanApp,
  describeLeaks,
  type ScanReport,
  type ScanWorld,
  scanAnonymity,
  seedScanWorld,
} from '../../test/anonymity-scan.ts';

let world: ScanWorld;
let report: ScanReport;
beforeAll(async () => {
  world = await seedScanWorld(await createScanApp());
  report = await scanAnonymity(world);
}, 120_000);

const seen = (role: Parameters<ScanReport['visits']['get']>[0]) =>
  (report.visits.get(role) ?? []).map((visit) => visit.text).join('\n');

describe('the anonymity scan of the candidates domain', () => {
  it('finds the name, contacts, photo and CV nowhere the candidate did not open them: no response, list, search, sitemap or log line', () => {
    expect(describeLeaks(report.leaks)).toBe('');
  });

  it('visited every GET call of the domain with real ids, and the lists and search found the candidate', () => {
    expect([...candidateApiSurface.unfilled]).toEqual([]);
    for (const path of [
      '/api/candidates',
      '/api/candidates/{id}',
      '/api/candidates/slug/{slug}',
      '/api/candidates/get-slug/{id}',
      '/api/candidates/{id}/contacts/{type}',
      '/api/candidates/{id}/photo',
      '/api/search/candidates',
      '/api/search/candidate/{slug}',
    ]) {
      expect(candidateApiSurface.visited, path).toContain(path);
    }
    expect(anonymitySurfaces.length).toBeGreaterThanOrEqual(6);
    const favorites = (report.visits.get('stranger_company') ?? []).find(
      (v) => v.where === 'GET /api/favorites?type=candidate',
    );
    expect(favorites?.text).toContain(world.candidate.slug);
    for (const role of ['guest', 'worker', 'stranger_company', 'closed_company'] as const) {
      expect(seen(role), role).toContain(world.candidate.slug);
    }
    // The company the profile is hidden from finds it nowhere, not even its anonymous slug in a list.
    const hiddenLists = (report.visits.get('hidden_company') ?? []).filter((visit) => !visit.where.includes('sitemap'));
    expect(hiddenLists.map((visit) => visit.text).join('\n')).not.toContain(world.candidate.slug);
  });

  it('shows the secrets where the candidate opened them, so the scan can see them at all', () => {
    for (const role of ['owner', 'opened_company', 'admin'] as const) {
      const text = seen(role);
      for (const kind of ['name', 'contact e-mail', 'telegram', 'github', 'CV id', 'hidden employer']) {
        const secret = world.secrets.find((s) => s.kind === kind);
        expect(text.toLowerCase(), `${role} should see ${kind}`).toContain(secret?.value.toLowerCase());
      }
    }
    expect(seen('owner')).toContain('quillfeather-cv');
  });

  it('reads the log lines the app wrote while it was scanned', () => {
    expect(world.logLines.length).toBeGreaterThan(100);
    expect(world.logLines.join('\n')).toContain(`/api/candidates/${world.candidate.id}`);
  });
});
