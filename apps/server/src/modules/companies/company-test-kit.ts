import { expect } from 'vitest';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { setCompanyModeration } from './company.factory.ts';

export type Account = Awaited<ReturnType<typeof register>>;

/** The words of the refusals the companies' calls answer, in English, to compare answers whole. */
export const REFUSED = {
  UNAUTHORIZED: { code: 'UNAUTHORIZED', message: 'Please sign in to continue' },
  FORBIDDEN: { code: 'FORBIDDEN', message: 'You are not allowed to do this' },
  OWNER_ONLY: { code: 'OWNER_ONLY', message: 'Only the company owner can do this. Please ask the owner.' },
  COMPANY_NOT_FOUND: { code: 'COMPANY_NOT_FOUND', message: 'This company could not be found.' },
  EMPLOYER_NOT_FOUND: { code: 'EMPLOYER_NOT_FOUND', message: 'No team member or company account was found.' },
  TEAM_REQUEST_NOT_FOUND: {
    code: 'TEAM_REQUEST_NOT_FOUND',
    message: 'This request has already been answered or does not exist.',
  },
  ALREADY_IN_COMPANY: {
    code: 'ALREADY_IN_COMPANY',
    message: 'This person is already in a company team, or waits to join one.',
  },
} as const;

/** What the companies' integration tests share: calls as a client makes them, and the people who make them. */
export function companyKit(t: () => TestApp) {
  const { call, api } = testClient(() => t().app);

  const worker = (name = 'Wera Worker') => register(t().app, { role_id: 1, name });
  const employer = (name: string) => register(t().app, { role_id: 2, name });

  const admin = async () => (await signIn(t(), 'admin')).token;

  /** The owner adds a company account to the team by e-mail; answers it with its employer id. */
  async function addMember(ownerToken: string, name: string) {
    const account = await employer(name);
    await joinTeam(t(), ownerToken, account);
    return { ...account, id: account.user.id as number };
  }

  /** A company made through the wizard by its owner, approved by moderation, with a plain member in its team. */
  async function team(name: string) {
    const owner = await employer('Olga Owner');
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const company = created.json().data as { id: number; slug: string; name: string };
    await setCompanyModeration(t().database.db, company.id, 'approved');
    const member = await addMember(owner.token, 'Marek Member');
    return { owner, member, company };
  }

  /** An employer without a company asks to join `companyId`; answers them and the request's id as the owner sees it. */
  async function joinRequest(companyId: number, ownerToken: string, name = 'Jan Joiner') {
    const joiner = await employer(name);
    const joined = await call(`/api/companies/${companyId}/join`, { method: 'POST', token: joiner.token });
    expect(joined.statusCode).toBe(201);
    const requests = (await call('/api/me/company/team/requests', { token: ownerToken })).json().data.list;
    const request = requests.find((r: { email: string }) => r.email === joiner.account.email);
    return { joiner, requestId: request.id as number };
  }

  return { call, api, worker, employer, admin, addMember, team, joinRequest };
}
