import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, profileOf, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { confirmAddress } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { createCompany } from '../company.factory.ts';

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
    expect(invited.json()).toEqual({ data: { invitation_sent: true } });
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

describe('inviting a company account that exists', () => {
  const { call } = testClient(() => t.app);
  const invitationsOf = async (token: string) => (await call('/api/me/team-invitations', { token })).json().data.list;
  const teamOf = async (token: string) =>
    (await call('/api/employers', { token })).json().data.list.map((member: { email: string }) => member.email);
  const requestsOf = async (token: string) =>
    (await call('/api/me/company/team/requests', { token })).json().data.list.map((r: { email: string }) => r.email);

  /** A company account in German that asked another company to let it in and waits. */
  async function askingAccount(elsewhere: { token: string }) {
    const asked = await ownerOfCompany(`Beta Asks ${++counter}`);
    const email = address('asker');
    const invitee = await register(t.app, { role_id: 2, name: 'Ines Invitee', email }, 'de');
    const companyId = (await profileOf(t.app, asked.token)).json().data.company.id;
    expect((await call(`/api/companies/${companyId}/join`, { method: 'POST', token: invitee.token })).statusCode).toBe(
      201,
    );
    return { asked, invitee, email, elsewhere };
  }

  it('mails it in its language and changes nothing until it accepts; accepting joins and withdraws its request', async () => {
    const owner = await ownerOfCompany('Alpha Invites');
    const { asked, invitee, email } = await askingAccount(owner);
    expect((await add(owner.token, email, 'Sourcer')).json()).toEqual({ data: { invitation_sent: true } });

    const mail = await lastMailTo(t.database, email);
    expect(mail.subject).toBe('Alpha Invites lädt Sie in sein Team bei Hushwork ein');
    expect(mail.text).toContain('Marta Owner hat Sie eingeladen');
    expect(mail.link).toBe('http://hushwork.test/de/profile/employer');
    // Confirming the address neither joins the team nor drops the request: the account chooses.
    await confirmAddress(t, email);
    expect((await profileOf(t.app, invitee.token)).json().data).toMatchObject({
      company: null,
      employer: { waiting_company_approval: true },
    });
    expect(await teamOf(owner.token)).not.toContain(email);
    expect(await requestsOf(asked.token)).toContain(email);

    const [invitation, ...more] = await invitationsOf(invitee.token);
    expect(more).toEqual([]);
    expect(invitation).toEqual({
      id: expect.any(Number),
      company: { id: expect.any(Number), name: 'Alpha Invites', slug: 'alpha-invites', logo_id: null },
      position: 'Sourcer',
      inviter: 'Marta Owner',
      created_at: expect.any(String),
    });
    const accepted = await call(`/api/me/team-invitations/${invitation.id}/accept`, {
      method: 'POST',
      token: invitee.token,
    });
    expect([accepted.statusCode, accepted.json()]).toEqual([200, { data: { ok: true } }]);
    expect((await profileOf(t.app, invitee.token)).json().data).toMatchObject({
      company: { name: 'Alpha Invites' },
      employer: { position: 'Sourcer', is_owner: false },
    });
    expect(await teamOf(owner.token)).toContain(email);
    expect(await requestsOf(asked.token)).not.toContain(email);
    expect(await invitationsOf(invitee.token)).toEqual([]);
  });

  it('declining leaves the team and the account’s own request as they were', async () => {
    const owner = await ownerOfCompany('Gamma Invites');
    const { asked, invitee, email } = await askingAccount(owner);
    await confirmAddress(t, email);
    await add(owner.token, email);
    const [invitation] = await invitationsOf(invitee.token);
    const declined = await call(`/api/me/team-invitations/${invitation.id}/decline`, {
      method: 'POST',
      token: invitee.token,
    });
    expect([declined.statusCode, declined.json()]).toEqual([200, { data: { ok: true } }]);
    expect(await invitationsOf(invitee.token)).toEqual([]);
    expect(await teamOf(owner.token)).not.toContain(email);
    expect(await requestsOf(asked.token)).toContain(email);
    const late = await call(`/api/me/team-invitations/${invitation.id}/accept`, {
      method: 'POST',
      token: invitee.token,
    });
    const unknown = await call('/api/me/team-invitations/2000000000/accept', { method: 'POST', token: invitee.token });
    expect([late.statusCode, late.json()]).toEqual([404, unknown.json()]);
    expect(unknown.json()).toMatchObject({ code: 'TEAM_INVITATION_NOT_FOUND' });
  });

  it('lets only the confirmed owner of the invited address see or answer it', async () => {
    const owner = await ownerOfCompany('Delta Invites');
    const email = address('unconfirmed');
    const invitee = await register(t.app, { role_id: 2, name: 'Udo Unconfirmed', email });
    await add(owner.token, email);
    // Signing up with an address proves nothing: no invitation is shown or answered until it is confirmed.
    expect(await invitationsOf(invitee.token)).toEqual([]);
    const confirmed = await register(t.app, { role_id: 2, name: 'Cleo Confirmed', email: address('confirmed') });
    await confirmAddress(t, confirmed.account.email);
    await add(owner.token, confirmed.account.email);
    const [invitation] = await invitationsOf(confirmed.token);
    const stranger = await register(t.app, { role_id: 2, name: 'Sam Stranger', email: address('stranger') });
    await confirmAddress(t, stranger.account.email);
    for (const who of [stranger, invitee]) {
      for (const answer of ['accept', 'decline']) {
        const answered = await call(`/api/me/team-invitations/${invitation.id}/${answer}`, {
          method: 'POST',
          token: who.token,
        });
        expect([answered.statusCode, answered.json().code]).toEqual([404, 'TEAM_INVITATION_NOT_FOUND']);
      }
    }
    expect(await teamOf(owner.token)).toEqual([expect.any(String)]);
    expect(await invitationsOf(confirmed.token)).toEqual([invitation]);
  });
});
