import { readFileSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { isLivePath, isOfferedPath, LIVE_SECTIONS, type LiveSections, sectionOf } from './live-sections.ts';

type ConfigEntry = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: ConfigEntry[] };

const toRouteObjects = (entries: ConfigEntry[]): RouteObject[] =>
  entries
    .filter((entry) => entry.id !== 'catch-all')
    .map((entry) =>
      entry.index
        ? { index: true, id: entry.id }
        : {
            // Unprefixed paths only: the optional locale segment would otherwise read "/blog" as locale "blog".
            path: entry.path === ':lang?' ? undefined : entry.path,
            caseSensitive: entry.caseSensitive,
            children: toRouteObjects(entry.children ?? []),
          },
    );
const pages = toRouteObjects(routes as ConfigEntry[]);
const hasPage = (path: string) => (matchRoutes(pages, path)?.length ?? 0) > 0;

/** Every page of the spec (docs/spec/routes.txt), each parameter filled with a sample value. */
const specPaths = readFileSync(new URL('../../../../docs/spec/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) =>
    (line.split(/\s+/)[1] ?? '')
      .replace(/\{[^}?]+\?\}/g, 'sample')
      .replace(/\{[^}]+\}/g, 'sample')
      .replace(/\[([^|\]]+)[^\]]*\]/g, '$1'),
  );

describe('live sections', () => {
  it('calls a spec page live exactly when the web app has it', () => {
    expect(specPaths.length).toBeGreaterThan(100);
    const wrong = specPaths
      .filter((path) => isLivePath(path) !== hasPage(path))
      .map((path) => `${path}: ${isLivePath(path) ? 'live without a page' : 'a page that is not live'}`);
    expect(wrong).toEqual([]);
  });

  it("holds the worker's autosender tab with the resume mailing it needs", () => {
    expect(sectionOf('/profile/user/resumes')).toBe('resumeBuilder');
    for (const path of ['/resume-builder/send/abc', '/uk/profile/user/autosender']) {
      expect(sectionOf(path.replace(/^\/uk/, ''))).toBe('resumeMailing');
      expect(isLivePath(path, { ...LIVE_SECTIONS, resumeMailing: false })).toBe(false);
      expect(isLivePath(path)).toBe(true);
    }
  });

  it('takes the longest matching prefix', () => {
    expect(sectionOf('/profile/job-openings/12')).toBe('vacancyManagement');
    expect(sectionOf('/profile/job-openings/12/candidates')).toBe('vacancyCandidates');
    expect(sectionOf('/profile/password')).toBe('accounts');
    // The longer prefix wins over a `*` of the same depth, asked once or again (the answer is kept by path).
    for (let i = 0; i < 2; i++) {
      expect(sectionOf('/admin/candidates/export')).toBe('adminModeration');
      expect(sectionOf('/admin/candidates/12')).toBe('adminAccounts');
    }
    expect(sectionOf('/job-openings/external/acme')).toBe('externalJobs');
    expect(sectionOf('/job-openings/dev/python')).toBe('vacancySearch');
    expect(sectionOf('/admin/profile')).toBe('accounts');
    expect(sectionOf('/admin/users/3')).toBe('adminModeration');
    expect(isLivePath('/admin/users')).toBe(true);
    expect(sectionOf('/admin/vacancies/3')).toBe('adminModeration');
    expect(isLivePath('/uk/admin')).toBe(true);
    expect(sectionOf('/admin/external-feeds')).toBe('externalJobs');
    expect(isLivePath('/uk/admin/external-feeds')).toBe(true);
    expect(sectionOf('/admin/settings')).toBe('adminAccounts');
    expect(isLivePath('/admin/settings')).toBe(true);
    expect(sectionOf('/admin/messages/4')).toBe('adminModeration');
    expect(sectionOf('/admin/audit-log')).toBe('adminModeration');
    expect(isLivePath('/admin/audit-log')).toBe(true);
    expect(sectionOf('/admin/orders')).toBe('adminModeration');
    expect(isLivePath('/uk/admin/orders?status=Paid')).toBe(true);
    expect(isLivePath('/admin/users/3')).toBe(true);
    expect(sectionOf('/companyx')).toBe('accounts');
  });

  it('ignores the locale prefix, the query and the hash', () => {
    expect(isLivePath('/de/profile/password?cp=1#top')).toBe(true);
    expect(isLivePath('/uk/resume-builder/send/abc?x=1#top', { ...LIVE_SECTIONS, resumeMailing: false })).toBe(false);
    expect(isLivePath('/pl')).toBe(true);
  });

  it('follows a table with a section switched on', () => {
    // One section switched on leaves the others as the table has them.
    const mailingOff: LiveSections = { ...LIVE_SECTIONS, resumeMailing: false };
    expect(isLivePath('/resume-builder/send/abc', mailingOff)).toBe(false);
    expect(isLivePath('/resume-builder/send/abc')).toBe(true);
    expect(isLivePath('/turbo-1', mailingOff)).toBe(true);
    expect(isLivePath('/turbo-1', { ...LIVE_SECTIONS, turbo: false })).toBe(false);
    expect(isLivePath('/turbo-1')).toBe(true);
  });

  it('shows the community only where the deployment offers it (its flag), its pages built either way', () => {
    const off = { companyPremium: false, community: false };
    const on = { companyPremium: false, community: true };
    for (const path of ['/community', '/uk/community/plans', '/community/12?open=12', '/de/community/payment']) {
      expect(isLivePath(path)).toBe(true);
      expect(isOfferedPath(path, off)).toBe(false);
      expect(isOfferedPath(path, null)).toBe(false);
      expect(isOfferedPath(path, on)).toBe(true);
    }
    // Other sections do not depend on the flag.
    expect(isOfferedPath('/companies', off)).toBe(true);
    expect(isOfferedPath('/communityx', off)).toBe(true);
  });

  it("puts the worker's own profile pages and the public candidates pages live", () => {
    for (const path of [
      '/profile/add-resume',
      '/profile/resume',
      '/uk/profile/user/contacts',
      '/profile/user/employments',
    ]) {
      expect(sectionOf(path.replace(/^\/uk/, ''))).toBe('candidateProfile');
      expect(isLivePath(path)).toBe(true);
    }
    expect(isLivePath('/profile/add-resume', { ...LIVE_SECTIONS, candidateProfile: false })).toBe(false);
    expect(sectionOf('/candidates/search/python')).toBe('candidates');
    expect(sectionOf('/candidate/senior-python-developer-7')).toBe('candidates');
    for (const path of ['/candidates', '/de/candidates/search/python', '/candidate/senior-python-developer-7']) {
      expect(isLivePath(path)).toBe(true);
    }
  });

  it("puts a vacancy's responses, the responses tabs, the offers and reporting a hire live", () => {
    for (const path of [
      '/profile/job-openings/12/candidates',
      '/profile/responses',
      '/uk/profile/responses/candidates?vacancy_id=3',
      '/profile/responses/companies',
      '/profile/offers',
    ]) {
      expect(isLivePath(path)).toBe(true);
    }
    expect(sectionOf('/profile/job-openings/12/candidates')).toBe('vacancyCandidates');
    expect(sectionOf('/profile/report-hiring')).toBe('hiringReports');
    expect(isLivePath('/uk/profile/report-hiring?hire=3')).toBe(true);
    expect(isLivePath('/profile/report-hiring', { ...LIVE_SECTIONS, hiringReports: false })).toBe(false);
    expect(isLivePath('/profile/offers', { ...LIVE_SECTIONS, applications: false })).toBe(false);
  });

  it('puts turbo live, its page public like the tariffs it is sold beside', () => {
    expect(sectionOf('/turbo-1')).toBe('turbo');
    expect(isLivePath('/turbo-1?vacancy=12')).toBe(true);
    expect(isLivePath('/de/turbo-1')).toBe(true);
    expect(isLivePath('/turbo-1', { ...LIVE_SECTIONS, turbo: false })).toBe(false);
  });

  it('matches a slug segment with `*`, so the tabs of a page can land one by one', () => {
    expect(isLivePath('/companies')).toBe(true);
    expect(isLivePath('/company/acme')).toBe(true);
    expect(isLivePath('/uk/company/acme/vacancies')).toBe(true);
    expect(isLivePath('/company/acme/reviews')).toBe(true);
    expect(isLivePath('/company/acme/reviews/5')).toBe(true);
    expect(isLivePath('/company/acme/photos')).toBe(true);
    expect(isLivePath('/company/acme/photos', { ...LIVE_SECTIONS, companyPhotos: false })).toBe(false);
    expect(isLivePath('/company/acme', { ...LIVE_SECTIONS, companyPhotos: false })).toBe(true);
    expect(sectionOf('/company/acme/reviews')).toBe('companyReviews');
  });
});
