import type { Endpoint } from '@hushwork/contract';
import * as employerCalls from '@hushwork/contract/admin/employer-endpoints';
import * as messageCalls from '@hushwork/contract/admin/message-endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { adminKit } from '../admin-test-kit.ts';

type Sample = { params?: Record<string, number>; query?: object; body?: object };
type Call = keyof typeof employerCalls | keyof typeof messageCalls;

/**
 * A valid request for every call of the employers, company-edit and conversation screens, so that what answers a
 * non-admin is the permission check. A call the contract adds without a line here fails the type check. Ids point
 * nowhere: an admin's 404 is an answer too, and no row changes.
 */
const SAMPLES: Record<Call, Sample> = {
  autocompleteAdminCompanies: { query: { q: 'Ma' } },
  createAdminCompany: { body: { name: 'Matrix Made Co' } },
  updateAdminCompany: { params: { id: 2_000_000 }, body: { name: 'Renamed Co' } },
  deleteAdminCompany: { params: { id: 2_000_000 } },
  listAdminEmployers: { query: { q: 'a', sort: 'name' } },
  autocompleteAdminEmployers: { query: { q: 'O' } },
  getAdminEmployer: { params: { id: 2_000_000 } },
  createAdminEmployer: { body: { name: 'Matrix Employer', email: 'matrix-employer@example.org' } },
  updateAdminEmployer: { params: { id: 2_000_000 }, body: { name: 'Nobody Here', email: 'nobody@example.org' } },
  listAdminRooms: { query: { user_id: 1 } },
  getAdminRoom: { params: { id: 2_000_000 } },
};

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
beforeAll(async () => {
  t = await createTestApp();
  const { owner, member } = await adminKit(() => t).companyWithTeam('Employer Matrix Co');
  tokens.guest = undefined;
  tokens.worker = (await signIn(t, 'worker')).token;
  tokens['company member'] = member.token;
  tokens['company owner'] = owner.token;
  tokens.admin = (await signIn(t, 'admin')).token;
});
const { api } = testClient(() => t.app, { addressPerRequest: true });

const calls = [...Object.entries(employerCalls), ...Object.entries(messageCalls)] as [Call, Endpoint][];

describe('who may call the employers, company-edit and conversation screens', () => {
  it('has every call of their contract files in the matrix', () => {
    expect(calls.map(([name]) => name).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

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
