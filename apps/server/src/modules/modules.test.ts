import { describe, expect, it } from 'vitest';
import { cronFor } from '../platform/jobs.ts';
import { buildRegistry } from '../platform/registry.ts';
import { modules } from './index.ts';

describe('importing the modules', () => {
  it('registers nothing: each manifest is frozen, and an app of no modules has none of their parts', () => {
    for (const module of modules) expect(Object.isFrozen(module), module.name).toBe(true);
    // Every module is imported in this process, yet a registry built without them has no mail, profile section,
    // hook, favorite type, sitemap, job or port of theirs: only the list an app is built from counts.
    const empty = buildRegistry([]);
    expect([...empty.mails.keys()]).toEqual([]);
    expect(empty.profileSections).toEqual([]);
    expect(empty.emailVerifiedHooks).toEqual([]);
    expect([...empty.favoriteTargets.keys()]).toEqual([]);
    expect([empty.sitemaps, empty.jobs]).toEqual([[], []]);
    expect(empty.ports).toEqual({});
  });

  it('build one registry from the whole list, every port provided once', () => {
    const registry = buildRegistry(modules);
    expect(Object.keys(registry.ports).sort()).toEqual([
      'companyVacancies',
      'conversations',
      'employerBilling',
      'fileGuards',
      'fileKeepers',
      'livePopularity',
      'mailAttachments',
      'personalDataErasers',
      'profileShares',
      'resumeMailings',
      'telegramNotices',
    ]);
    expect(registry.ports.fileGuards).toHaveLength(2);
    // A rhythm cron cannot say stops the server's start: every job's is checked here, not at a start.
    for (const job of registry.jobs) expect(() => cronFor(job.everyMs), job.name).not.toThrow();
    expect(registry.ports.fileKeepers).toHaveLength(4);
  });
});
