import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, profileOf, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCompany } from './company.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

let counter = 0;
const address = (tag: string) => `${tag}-${Date.now()}-${++counter}@example.com`;

async function ownerOfCompany(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Marta Owner' });
  await createCompany(t.database.db, { ownerUserId: owner.user.id, ownerName: 'Marta Owner', name });
  return owner;
}
const add = (token: string, email: string, position?: string) =>
  t.app.inject({ method: 'POST', url: '/api/employers/add', headers: bearer(token), payload: { email, position } });
const verifyByMail = async (email: string) => {
  const { token } = await lastMailTo(t.database, email);
  return t.app.inject({ url: `/api/auth/email-verify/${token}` });
};

describe('inviting a colleague who has no account yet', () => {
  it('mails an invitation that joins the team once the new company account confirms its address', async () => {
    const owner = await ownerOfCompany('Invite Works');
    const email = address('invitee');
    const invited = await add(owner.token, email, 'Recruiter');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({ data: { employer: null, invitation_sent: true } });
    const mail = await lastMailTo(t.database, email);
    expect(mail.subject).toBe('Join Invite Works on Hushwork');
    expect(mail.link).toBe('http://hushwork.test/register?role=company');

    const invitee = await register(t.app, { role_id: 2, name: 'Ivan Invitee', email });
    // Signing up with the address proves nothing yet: the team is joined when the address is confirmed.
    expect((await profileOf(t.app, invitee.token)).json().data.company).toBeNull();
    expect((await verifyByMail(email)).statusCode).toBe(200);
    const profile = (await profileOf(t.app, invitee.token)).json().data;
    expect(profile.company).toMatchObject({ name: 'Invite Works' });
    expect(profile.employer).toMatchObject({ position: 'Recruiter', is_owner: false });
    const team = (await t.app.inject({ url: '/api/employers', headers: bearer(owner.token) })).json().data.list;
    expect(team.map((member: { email: string }) => member.email)).toContain(email);
  });

  it('answers a job seeker’s address exactly like an unknown one, and never puts them in a team', async () => {
    const owner = await ownerOfCompany('Probe Co');
    const worker = await register(t.app, { role_id: 1 });
    const forWorker = await add(owner.token, worker.account.email);
    const forNobody = await add(owner.token, address('nobody'));
    expect(forWorker.statusCode).toBe(forNobody.statusCode);
    expect(forWorker.json()).toEqual(forNobody.json());
    expect((await profileOf(t.app, worker.token)).json().data).toMatchObject({ company: null, employer: null });
  });

  it('does not join a worker account that confirms an invited address', async () => {
    const owner = await ownerOfCompany('Worker Proof Co');
    const email = address('worker-invitee');
    await add(owner.token, email);
    const worker = await register(t.app, { role_id: 1, email });
    await verifyByMail(email);
    expect((await profileOf(t.app, worker.token)).json().data).toMatchObject({ company: null, employer: null });
  });
});
