import type { TUser } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { GUARDS, type GuardName, landingPathOf, runGuards } from './guards.server.ts';
import { isLivePath, LIVE_SECTIONS, type LiveSections } from './live-sections.ts';

const user = (overrides: Partial<TUser> = {}): TUser => ({
  id: 1,
  role_id: 1,
  email: 'a@b.c',
  name: 'A',
  locale: 'en',
  email_verification: true,
  is_active: true,
  is_profile_active: false,
  status: 'pending',
  has_password: true,
  unread_messages: 0,
  favorites_count: 0,
  unread_responses: 0,
  unread_offers: 0,
  invite_code: 'abc123',
  candidate: null,
  company: null,
  employer: null,
  ...overrides,
});

/** The live-sections table with some sections switched on or off, as their issues will do. */
const withSections = (changes: Partial<LiveSections>) => (path: string) =>
  isLivePath(path, { ...LIVE_SECTIONS, ...changes });
const allLive = withSections({
  candidates: true,
  candidateProfile: true,
  companies: true,
  companyWizard: true,
  vacancies: true,
});

const redirectOf = (names: GuardName[], url: string, who: TUser | null, isLive = allLive) => {
  try {
    runGuards(names, { request: new Request(`http://x${url}`), user: who, isLive });
    return null;
  } catch (thrown) {
    const response = thrown as Response;
    return { status: response.status, location: response.headers.get('location') };
  }
};

describe('guards', () => {
  it('names every guard of the spec', () => {
    expect(Object.keys(GUARDS).sort()).toEqual(
      [
        'add-resume-page',
        'admin',
        'auth',
        'check-company-review',
        'check-relations',
        'checkInvite',
        'company-owner',
        'company',
        'debug',
        'has-resume',
        'not-auth',
        'profile',
        'redirect-pagination',
        'redirect-slash',
        'responses',
        'subscription-auth',
        'verified-email',
        'worker',
      ].sort(),
    );
  });

  it('treats an unknown guard name as a programming error: 500 "Unknown middleware {name}"', async () => {
    try {
      // @ts-expect-error a name no guard has is a type error first; the 500 is for a name that slips past the compiler.
      runGuards(['auth', 'nope'], { request: new Request('http://x/'), user: user() });
      expect.unreachable();
    } catch (thrown) {
      expect((thrown as Response).status).toBe(500);
      expect(await (thrown as Response).text()).toBe('Unknown middleware nope');
    }
  });

  it('sends a guest to /login remembering the page, in the page language', () => {
    expect(redirectOf(['auth'], '/de/profile/password?x=1', null)).toEqual({
      status: 302,
      location: '/de/login?redirect=%2Fde%2Fprofile%2Fpassword%3Fx%3D1',
    });
  });

  it('sends signed-in users away from guest pages and /profile to their landing page', () => {
    expect(redirectOf(['not-auth'], '/login', user())?.location).toBe('/profile');
    expect(redirectOf(['profile'], '/uk/profile', user({ role_id: 2 }))?.location).toBe('/uk/profile/employer');
    expect(redirectOf(['profile'], '/profile', user({ role_id: 3 }))?.location).toBe('/admin/profile');
    expect(redirectOf(['profile'], '/profile', user({ role_id: 1 }))?.location).toBe('/profile/user');
  });

  it('keeps roles to their pages', () => {
    expect(redirectOf(['company'], '/profile/employer', user({ role_id: 1 }))?.location).toBe('/');
    expect(redirectOf(['worker'], '/profile/user', user({ role_id: 2 }))?.location).toBe('/');
    expect(redirectOf(['admin'], '/admin', user({ role_id: 1 }))?.location).toBe('/');
    expect(redirectOf(['admin'], '/admin', user({ role_id: 3 }))).toBeNull();
    expect(redirectOf(['company-owner'], '/profile/payment/company', user({ role_id: 2 }))?.location).toBe(
      '/profile/employer',
    );
  });

  it('sends an unverified user to /profile/verification', () => {
    expect(redirectOf(['verified-email'], '/profile/favorites', user({ email_verification: false }))?.location).toBe(
      '/profile/verification',
    );
  });

  it('holds the add-resume and add-company pushes back while their pages are not live', () => {
    const sectionsOff = withSections({ candidateProfile: false, companyWizard: false });
    for (const path of ['/profile/user', '/profile/password', '/login', '/admin', '/de/profile/notifications']) {
      expect(redirectOf(['has-resume'], path, user(), sectionsOff)).toBeNull();
      expect(redirectOf(['check-relations'], path, user({ role_id: 2 }), sectionsOff)).toBeNull();
    }
  });

  it('pushes to the add-resume page and the add-company wizard with the table as it stands today', () => {
    expect(isLivePath('/profile/add-resume')).toBe(true);
    expect(isLivePath('/profile/add-company')).toBe(true);
    expect(redirectOf(['has-resume'], '/de/profile/user', user(), isLivePath)?.location).toBe('/de/profile/add-resume');
    expect(redirectOf(['has-resume'], '/profile/add-resume', user(), isLivePath)).toBeNull();
    expect(redirectOf(['check-relations'], '/uk/profile/employer', user({ role_id: 2 }), isLivePath)?.location).toBe(
      '/uk/profile/add-company',
    );
  });

  it('sends a worker who already has a candidate profile from the add-resume page to their profile', () => {
    const candidate = {
      id: 7,
      slug: 'senior-python-developer-7',
      name: 'Taras',
      expectation_description: '',
      is_public: true,
      moderation_status: 'pending' as const,
      moderation_note: null,
      logo_id: null,
      published_at: '2026-01-01T00:00:00.000Z',
    };
    expect(redirectOf(['add-resume-page'], '/uk/profile/add-resume', user({ candidate }))?.location).toBe(
      '/uk/profile/user',
    );
    expect(redirectOf(['add-resume-page'], '/profile/add-resume', user())).toBeNull();
    expect(redirectOf(['has-resume'], '/profile/user', user({ candidate }))).toBeNull();
  });

  it('sends a refused visitor home when the usual target page is not live', () => {
    const employerOff = (path: string) => !path.startsWith('/profile/employer');
    expect(redirectOf(['company-owner'], '/uk/profile/payment/company', user({ role_id: 2 }), employerOff)).toEqual({
      status: 302,
      location: '/uk',
    });
  });

  it('pushes a worker without a resume and an employer without a company once the pages are live, except on exempt pages', () => {
    expect(redirectOf(['has-resume'], '/profile/user', user())?.location).toBe('/profile/add-resume');
    expect(redirectOf(['has-resume'], '/profile/verification', user())).toBeNull();
    // The resume builder's pages are anyone's, a candidate profile or not (issue 28).
    for (const path of [
      '/resume-builder/edit/12',
      '/uk/resume-builder/thanks',
      '/cv/12',
      '/profile/user/resumes',
      '/de/profile/user/autosender',
      '/payment',
      '/uk/payment/success',
    ])
      expect(redirectOf(['has-resume'], path, user())).toBeNull();
    expect(redirectOf(['has-resume'], '/profile/user/contacts', user())?.location).toBe('/profile/add-resume');
    expect(redirectOf(['has-resume'], '/job-openings', user())?.location).toBe('/profile/add-resume');
    expect(redirectOf(['check-relations'], '/pl/profile/employer', user({ role_id: 2 }))?.location).toBe(
      '/pl/profile/add-company',
    );
  });

  it('lets only the owner of a company through company-owner, and spares an employer waiting to join a team', () => {
    const company = {
      id: 7,
      slug: 'acme',
      name: 'Acme',
      description: '',
      is_public: true,
      moderation_status: 'approved' as const,
      moderation_note: null,
      logo_id: null,
      can_send_job_offer: true,
    };
    const employer = (changes: Partial<NonNullable<TUser['employer']>>) => ({
      name: 'Marta',
      position: null,
      created_at: '2026-11-01T00:00:00.000Z',
      community: false,
      logo_id: null,
      is_owner: false,
      is_admin: false,
      waiting_company_approval: false,
      has_hiring_payment_reminder: false,
      tariff: { active: false },
      ...changes,
    });
    const owner = user({ role_id: 2, company, employer: employer({ is_owner: true }) });
    const member = user({ role_id: 2, company, employer: employer({}) });
    const waiting = user({ role_id: 2, employer: employer({ waiting_company_approval: true }) });
    expect(redirectOf(['company-owner'], '/profile/payment/company', owner)).toBeNull();
    expect(redirectOf(['company-owner'], '/profile/payment/company', member)?.location).toBe('/profile/employer');
    expect(redirectOf(['check-relations'], '/profile/employer', waiting)).toBeNull();
    expect(redirectOf(['check-relations'], '/profile/employer', owner)).toBeNull();
  });

  it('sends a path ending in /responses to its candidates tab keeping the query', () => {
    expect(redirectOf(['responses'], '/profile/responses?page=2', user())?.location).toBe(
      '/profile/responses/candidates?page=2',
    );
    expect(redirectOf(['responses'], '/de/profile/responses?vacancy_id=4&state=unread', null)?.location).toBe(
      '/de/profile/responses/candidates?vacancy_id=4&state=unread',
    );
  });

  it('keeps each role on its own responses tab: companies on candidates, workers on companies, admins out', () => {
    const worker = user({ role_id: 1 });
    const company = user({ role_id: 2 });
    const admin = user({ role_id: 3 });
    expect(redirectOf(['responses'], '/profile/responses/candidates?page=2', company)).toBeNull();
    expect(redirectOf(['responses'], '/profile/responses/companies', worker)).toBeNull();
    expect(redirectOf(['responses'], '/uk/profile/responses/candidates?page=2', worker)?.location).toBe(
      '/uk/profile/responses/companies',
    );
    expect(redirectOf(['responses'], '/profile/responses/companies', company)?.location).toBe(
      '/profile/responses/candidates',
    );
    expect(redirectOf(['responses'], '/profile/responses/candidates', admin)?.location).toBe('/');
    // A guest is the auth guard's to send to sign in.
    expect(redirectOf(['responses'], '/profile/responses/candidates', null)).toBeNull();
  });

  it('keeps the review confirmation for a signed-in visitor and drops it for a guest, the page staying public', () => {
    const created = '/de/company/acme/reviews?page=2&action=review_created&reviewId=7';
    expect(redirectOf(['check-company-review'], created, user())).toBeNull();
    expect(redirectOf(['check-company-review'], created, null)).toEqual({
      status: 302,
      location: '/de/company/acme/reviews?page=2',
    });
    expect(redirectOf(['check-company-review'], '/company/acme/reviews/7?action=comment_created', null)).toEqual({
      status: 302,
      location: '/company/acme/reviews/7',
    });
    expect(redirectOf(['check-company-review'], '/company/acme/reviews', null)).toBeNull();
  });

  it('lands each role on its page after sign-in', () => {
    expect(landingPathOf({ role_id: 2 })).toBe('/profile/employer');
    expect(landingPathOf({ role_id: 3 })).toBe('/admin/profile');
    expect(landingPathOf({ role_id: 1 })).toBe('/profile/user');
  });
});
