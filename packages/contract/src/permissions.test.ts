import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS } from './permissions.ts';

const sorted = (list: readonly string[]) => [...list].sort();

describe('PERMISSIONS collected from the domains', () => {
  it('grants each role exactly what the domains declare for it', () => {
    const ownAccount = ['delete:profile:own', 'read:profile:own', 'read:referral:own', 'update:profile:own'];
    const ownFiles = ['create:file:own', 'delete:file:own', 'read:file:own', 'read:image:any'];
    const signedIn = sorted([
      'read:api-reference:any',
      'read:catalog:any',
      'read:company:any',
      ...ownAccount,
      ...ownFiles,
    ]);
    const notes = ['create:company-note:own', 'delete:company-note:own'];
    const reviews = ['create:company-review:own', 'update:company-review:own', 'create:company-review-comment:own'];
    const ownCompany = ['create:company:own', 'update:company:own', 'read:employer:own', 'update:employer:own'];
    const ownFavorites = ['create:favorite:own', 'delete:favorite:own', 'read:favorite:own'];
    const ownCandidate = [
      'read:candidate:own',
      'create:candidate:own',
      'update:candidate:own',
      'read:candidate-opening:own',
      'create:candidate-opening:own',
      'delete:candidate-opening:own',
    ];
    const companyOnCandidates = [
      'read:candidate-contacts:any',
      'create:candidate-note:own',
      'delete:candidate-note:own',
      'create:candidate-rating:own',
    ];
    const ownVacancies = ['create:vacancy:own', 'update:vacancy:own', 'delete:vacancy:own'];
    const publicReads = ['read:candidate:any', 'read:vacancy:any', 'read:external-job:any'];
    const externalRating = 'create:external-company-rating:own';
    const externalFeeds = ['read:external-feed:any', 'create:external-feed:any', 'delete:external-feed:any'];
    const ownApplications = [
      'create:application:own',
      'read:application:own',
      'read:job-offer:own',
      'update:job-offer:own',
    ];
    const companyResponses = [
      'read:response:own',
      'update:response:own',
      'create:job-offer:own',
      'read:sent-job-offer:own',
    ];
    const ownRooms = ['read:room:own', 'update:room:own', 'create:message:own', 'read:realtime-channel:own'];
    const companyMessaging = ['create:room:own', 'read:message-template:own', 'delete:message-template:own'];
    expect({
      guest: sorted(PERMISSIONS.guest),
      worker: sorted(PERMISSIONS.worker),
      company: sorted(PERMISSIONS.company),
      admin: sorted(PERMISSIONS.admin),
    }).toEqual({
      guest: sorted([
        'read:api-reference:any',
        'read:catalog:any',
        'read:company:any',
        'read:image:any',
        'create:quick-application:any',
        'create:external-application:own',
        ...publicReads,
      ]),
      worker: sorted([
        ...signedIn,
        ...publicReads,
        ...notes,
        ...reviews,
        ...ownFavorites,
        ...ownCandidate,
        ...ownApplications,
        ...ownRooms,
        'create:external-application:own',
        externalRating,
      ]),
      company: sorted([
        ...signedIn,
        ...publicReads,
        ...notes,
        ...reviews,
        ...ownCompany,
        ...ownFavorites,
        ...companyOnCandidates,
        ...ownVacancies,
        ...companyResponses,
        ...ownRooms,
        ...companyMessaging,
        externalRating,
      ]),
      admin: sorted([
        ...signedIn,
        ...publicReads,
        'read:candidate-contacts:any',
        'update:candidate:any',
        'create:candidate-opening:any',
        'update:vacancy:any',
        'delete:vacancy:any',
        'delete:catalog:any',
        'update:catalog:any',
        'read:user:any',
        'update:user:any',
        'update:company:any',
        'read:employer:any',
        'update:employer:any',
        'read:response:any',
        'update:job-offer:any',
        'read:room:any',
        'update:room:any',
        'create:message:any',
        'read:realtime-channel:own',
        externalRating,
        ...externalFeeds,
      ]),
    });
  });

  it('refuses a guest what only a signed-in user may do', () => {
    expect(can('guest', 'read:profile:own')).toBe(false);
    expect(can('worker', 'read:profile:own')).toBe(true);
    expect(can('worker', 'update:user:any')).toBe(false);
  });
});
