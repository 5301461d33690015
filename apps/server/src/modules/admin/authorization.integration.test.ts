import { admin, type Endpoint } from '@hushwork/contract';
import * as accountCalls from '@hushwork/contract/admin/admin-endpoints';
import * as candidateCalls from '@hushwork/contract/admin/candidate-endpoints';
import * as employerCalls from '@hushwork/contract/admin/employer-endpoints';
import * as importCalls from '@hushwork/contract/admin/import-endpoints';
import * as messageCalls from '@hushwork/contract/admin/message-endpoints';
import * as moderationCalls from '@hushwork/contract/admin/moderation-endpoints';
import * as statisticsCalls from '@hushwork/contract/admin/statistics-endpoints';
import * as userCalls from '@hushwork/contract/admin/user-endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { adminKit } from './admin-test-kit.ts';

type Sample = { params?: Record<string, number>; query?: object; body?: object };

/**
 * A valid request for every moderation and dashboard call: valid, so that what answers a non-admin is the permission
 * check and not the validation. A call the contract adds without a line here fails the type check; the account and
 * audit calls have their matrix beside them (users/user-calls-authorization.integration.test.ts), as the employers',
 * companies' edits and conversations' (employers/employer-calls-authorization.integration.test.ts), the statistics
 * and candidate calls (statistics/item-calls-authorization.integration.test.ts), and the import its own with a real
 * file (import/import-djinni-recruiters.integration.test.ts).
 */
const SAMPLES: Record<keyof typeof moderationCalls, Sample> = {
  getAdminStatistics: {},
  listAdminVacancies: { query: { status: 'pending' } },
  getAdminVacancy: { params: { id: 1 } },
  moderateVacancies: { body: { ids: [1], status: 'approved' } },
  setVacanciesVip: { body: { ids: [1], vip: true } },
  setVacanciesTop: { body: { ids: [1], top: false } },
  listAdminCompanies: { query: { q: 'a' } },
  getAdminCompany: { params: { id: 1 } },
  moderateCompanies: { body: { ids: [1], status: 'rejected', reason: 'A test reason' } },
  setCompaniesSafe: { body: { ids: [1], safe: true } },
  setCompanyVipVacancies: { params: { id: 1 }, body: { status: false } },
  listAdminCandidates: {},
  moderateCandidates: { body: { ids: [1], status: 'pending' } },
  listAdminReviews: { query: { sort: 'rating', dir: 'asc' } },
  moderateReviews: { body: { ids: [1], status: 'approved' } },
  listAdminComments: { query: { status: 'pending' } },
  moderateComments: { body: { ids: [1], status: 'rejected', reason: 'Advertising' } },
};

/**
 * The admins' own accounts and the settings. Ids no account has, so that an admin's answer is a 404 rather than a
 * change to the admin signing in; the own-profile calls repeat that admin's e-mail and password.
 */
const ACCOUNT_SAMPLES: Record<keyof typeof accountCalls, Sample | (() => Sample)> = {
  listAdminAccounts: { query: { q: 'ada', sort: 'email' } },
  createAdminAccount: () => ({ body: { name: 'Nora New', email: `nora-${++invited}@example.com`, locale: 'de' } }),
  getAdminAccount: { params: { id: 999_999 } },
  updateAdminAccount: {
    params: { id: 999_999 },
    body: { name: 'Nobody', email: 'nobody@example.com', is_active: true },
  },
  deleteAdminAccount: { params: { id: 999_999 } },
  updateAdminProfile: () => ({ body: { name: 'Ada Admin', email: adminEmail, locale: 'en' } }),
  renewRecoveryCodes: { body: { current_password: 'blue-Harbor-42' } },
  listAdminSpecializations: { query: { q: 'dev' } },
  listCommunitySkills: { query: { sort: 'name', dir: 'asc' } },
  updateCommunitySkill: { params: { id: 999_999 }, body: { name: 'TypeScript' } },
};
let invited = 0;
let adminEmail = '';

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  const { owner, member } = await adminKit(() => t).companyWithTeam('Matrix Co');
  tokens.guest = undefined;
  tokens.worker = (await signIn(t, 'worker')).token;
  tokens['company member'] = member.token;
  tokens['company owner'] = owner.token;
  const signedIn = await signIn(t, 'admin');
  tokens.admin = signedIn.token;
  adminEmail = signedIn.account.email;
});
const { api } = testClient(() => t.app, { addressPerRequest: true });

const calls = Object.entries(moderationCalls) as [keyof typeof moderationCalls, Endpoint][];
const ownCalls = Object.entries(accountCalls) as [keyof typeof accountCalls, Endpoint][];

describe('who may call the admin area', () => {
  it('has every admin call of the contract in a matrix: this one, the accounts’ or the statistics’ one', () => {
    expect(calls.map(([name]) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
    expect(ownCalls.map(([name]) => name).sort()).toEqual(Object.keys(ACCOUNT_SAMPLES).sort());
    const covered = new Set([
      ...Object.keys(SAMPLES),
      ...Object.keys(ACCOUNT_SAMPLES),
      ...Object.keys(userCalls),
      // Their matrix: employers/employer-calls-authorization.integration.test.ts.
      ...Object.keys(employerCalls),
      ...Object.keys(messageCalls),
      // Its matrix, with a real file: import/import-djinni-recruiters.integration.test.ts.
      ...Object.keys(importCalls),
      // Theirs: statistics/item-calls-authorization.integration.test.ts.
      ...Object.keys(statisticsCalls),
      ...Object.keys(candidateCalls),
    ]);

    expect(Object.keys(admin).filter((name) => !covered.has(name))).toEqual([]);
  });

  it.each(calls)(
    '%s: a guest gets 401, every signed-in role but admin 403, an admin its answer',
    async (name, call) => {
      const sample = SAMPLES[name];
      const answers: Record<string, number> = {};
      for (const [role, token] of Object.entries(tokens)) {
        answers[role] = (await api(call, { token, ...sample } as never)).statusCode;
      }
      expect(answers).toEqual({
        guest: 401,
        worker: 403,
        'company member': 403,
        'company owner': 403,
        admin: expect.any(Number),
      });
      expect([401, 403, 422, 500]).not.toContain(answers.admin);
    },
  );

  it.each(ownCalls)(
    '%s: a guest gets 401, every signed-in role but admin 403, an admin its answer',
    async (name, call) => {
      const entry = ACCOUNT_SAMPLES[name];
      const answers: Record<string, number> = {};
      for (const [role, token] of Object.entries(tokens)) {
        const sample = typeof entry === 'function' ? entry() : entry;
        answers[role] = (await api(call, { token, ...sample } as never)).statusCode;
      }
      expect(answers).toEqual({
        guest: 401,
        worker: 403,
        'company member': 403,
        'company owner': 403,
        admin: expect.any(Number),
      });
      expect([401, 403, 422, 500]).not.toContain(answers.admin);
    },
  );
});
