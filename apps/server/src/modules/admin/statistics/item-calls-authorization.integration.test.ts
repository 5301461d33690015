import type { Endpoint } from '@hushwork/contract';
import * as candidateCalls from '@hushwork/contract/admin/candidate-endpoints';
import * as statisticsCalls from '@hushwork/contract/admin/statistics-endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { adminKit } from '../admin-test-kit.ts';

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  const { owner, member } = await adminKit(() => t).companyWithTeam('Statistics Matrix Co');
  tokens.guest = undefined;
  tokens.worker = (await signIn(t, 'worker')).token;
  tokens['company member'] = member.token;
  tokens['company owner'] = owner.token;
  tokens.admin = (await signIn(t, 'admin')).token;
});
const { api } = testClient(() => t.app, { addressPerRequest: true });

type Sample = { params?: Record<string, number>; body?: object };

/** Valid requests, so that what answers a non-admin is the permission check and not the validation. */
const profile = { name: 'Mira Matrix', desired_position: 'QA engineer' };
const SAMPLES: Record<keyof typeof statisticsCalls | keyof typeof candidateCalls, Sample> = {
  getAdminCandidateStatistics: { params: { id: 1 } },
  getAdminCompanyStatistics: { params: { id: 1 } },
  getAdminEmployerStatistics: { params: { id: 1 } },
  getAdminVacancyStatistics: { params: { id: 1 } },
  createAdminCandidate: { body: { ...profile, email: 'matrix-candidate@example.org' } },
  getAdminCandidate: { params: { id: 1 } },
  updateAdminCandidate: { params: { id: 1 }, body: profile },
  // Last: it changes the account it converts.
  convertCandidateToCompany: { params: { id: 999_999 } },
};

const calls = Object.entries({ ...statisticsCalls, ...candidateCalls }) as [keyof typeof SAMPLES, Endpoint][];

describe('who may read an item’s statistics and manage candidates', () => {
  it.each(calls)(
    '%s: a guest gets 401, every signed-in role but admin 403, an admin its answer',
    async (name, call) => {
      const answers: Record<string, number> = {};
      for (const [role, token] of Object.entries(tokens)) {
        answers[role] = (await api(call, { token, ...SAMPLES[name] } as never)).statusCode;
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
