import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, profileOf } from '../../../test/identity-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type Account, companyKit, REFUSED } from '../company-test-kit.ts';

let t: TestApp;
const { call, worker, employer, admin, addMember, team, joinRequest } = companyKit(() => t);

let home: Awaited<ReturnType<typeof team>>;
let other: Awaited<ReturnType<typeof team>>;
let workerToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  home = await team('Matrix Home');
  other = await team('Matrix Other');
  workerToken = (await worker()).token;
  adminToken = await admin();
});

const UNKNOWN_ID = 2_000_000_000;
type Refusal = readonly [status: number, body: object];
const ok = { data: { ok: true } };

/**
 * Each caller who may not act, with the answer they get. The team calls act on the caller's own team: a member is
 * told to ask the owner, a site admin has no team (admins hold no `:own` grants; moderation is the admin issue's).
 */
const refusalsOf = (otherOwner: Refusal) => ({
  guest: [401, REFUSED.UNAUTHORIZED] as Refusal,
  worker: [403, REFUSED.FORBIDDEN] as Refusal,
  member: [403, REFUSED.OWNER_ONLY] as Refusal,
  'another company’s owner': otherOwner,
  'site admin': [403, REFUSED.FORBIDDEN] as Refusal,
});
const tokenOf = (who: string) =>
  ({
    guest: undefined,
    worker: workerToken,
    member: home.member.token,
    'another company’s owner': other.owner.token,
    'site admin': adminToken,
  })[who];

/** Asks as every caller in `refusals` and compares the whole table of answers at once. */
async function expectRefused(
  request: (token: string | undefined) => Promise<LightMyRequestResponse>,
  refusals: Record<string, Refusal>,
) {
  const answers: Record<string, Refusal> = {};
  for (const who of Object.keys(refusals)) {
    const response = await request(tokenOf(who));
    answers[who] = [response.statusCode, response.json()];
  }
  expect(answers).toEqual(refusals);
}

const post = (url: string, token?: string, payload?: object) => call(url, { method: 'POST', token, payload });
const employerCard = (who: Account, overrides: object = {}) => ({
  id: who.user.id,
  name: expect.any(String),
  email: who.account.email,
  position: null,
  is_owner: false,
  is_admin: false,
  is_blocked: false,
  created_at: expect.any(String),
  ...overrides,
});
const teamEmails = async () =>
  (await call('/api/employers', { token: home.owner.token })).json().data.list.map((e: { email: string }) => e.email);

describe('adding a colleague (employers/add)', () => {
  it('is the owner’s: a member is told to ask the owner, and no one refused adds or mails anyone', async () => {
    const address = `refused-${Date.now()}@example.com`;
    const before = await teamEmails();
    await expectRefused(
      (token) => post('/api/employers/add', token, { email: address }),
      refusalsOf([201, { data: { invitation_sent: true } }]),
    );
    // Another company's owner adds to their own team only: the address was invited to theirs, not to this one.
    expect(await teamEmails()).toEqual(before);
    const mails = await mailsTo(t.database, address);
    expect(mails.map((mail) => mail.subject)).toEqual(['Join Matrix Other on Hushwork']);

    const colleague = await employer('Nina New');
    const added = await post('/api/employers/add', home.owner.token, {
      email: colleague.account.email,
      position: 'Sourcer',
    });
    // A company account is invited too: it is in the team only once it accepts (team-invitations test).
    expect([added.statusCode, added.json()]).toEqual([201, { data: { invitation_sent: true } }]);
    expect(await teamEmails()).not.toContain(colleague.account.email);
  });

  it('refuses another company’s owner a member of this team (409), naming the field', async () => {
    const poached = await post('/api/employers/add', other.owner.token, { email: home.member.account.email });
    expect([poached.statusCode, poached.json()]).toEqual([
      409,
      {
        code: 'ALREADY_IN_COMPANY',
        message: 'This person is already in a company team.',
        errors: { email: ['This person is already in a company team.'] },
      },
    ]);
    expect(await teamEmails()).toContain(home.member.account.email);
  });
});

describe('blocking, unlocking and marking a colleague as admin', () => {
  const notInTeam: Refusal = [404, REFUSED.EMPLOYER_NOT_FOUND];

  it('blocks only by the owner; another company’s owner finds no such colleague; the blocked one is out at once', async () => {
    const target = await addMember(home.owner.token, 'Bea Blocked');
    await expectRefused((token) => post(`/api/employers/${target.id}/block`, token), refusalsOf(notInTeam));
    expect((await profileOf(t.app, target.token)).statusCode).toBe(200);

    const blocked = await post(`/api/employers/${target.id}/block`, home.owner.token);
    expect([blocked.statusCode, blocked.json()]).toEqual([
      200,
      { data: employerCard(target, { name: 'Bea Blocked', is_blocked: true }) },
    ]);
    expect((await profileOf(t.app, target.token)).statusCode).toBe(401);
  });

  it('unlocks only by the owner', async () => {
    const target = await addMember(home.owner.token, 'Ulla Unlocked');
    await post(`/api/employers/${target.id}/block`, home.owner.token);
    await expectRefused((token) => post(`/api/employers/${target.id}/unlock`, token), refusalsOf(notInTeam));

    const unlocked = await post(`/api/employers/${target.id}/unlock`, home.owner.token);
    expect([unlocked.statusCode, unlocked.json()]).toEqual([
      200,
      { data: employerCard(target, { name: 'Ulla Unlocked' }) },
    ]);
  });

  it('marks as admin only by the owner; the new admin then manages the team', async () => {
    const target = await addMember(home.owner.token, 'Adam Admin');
    await expectRefused((token) => post(`/api/employers/${target.id}/mark-as-admin`, token), refusalsOf(notInTeam));
    const requests = () => call('/api/me/company/team/requests', { token: target.token });
    expect((await requests()).json()).toEqual(REFUSED.OWNER_ONLY);

    const marked = await post(`/api/employers/${target.id}/mark-as-admin`, home.owner.token);
    expect([marked.statusCode, marked.json()]).toEqual([
      200,
      { data: employerCard(target, { name: 'Adam Admin', is_admin: true }) },
    ]);
    expect([(await requests()).statusCode, (await requests()).json()]).toEqual([200, { data: { list: [] } }]);
  });

  it('answers 404 to the owner for an unknown id, and for a job seeker’s', async () => {
    const seeker = await worker('Wiktor Seeker');
    for (const action of ['block', 'unlock', 'mark-as-admin']) {
      for (const id of [UNKNOWN_ID, seeker.user.id]) {
        const response = await post(`/api/employers/${id}/${action}`, home.owner.token);
        expect([action, response.statusCode, response.json()]).toEqual([action, 404, REFUSED.EMPLOYER_NOT_FOUND]);
      }
    }
  });

  it('answers 404 for an unknown recruiter card (employers/{id})', async () => {
    for (const token of [undefined, home.owner.token]) {
      const response = await call(`/api/employers/${UNKNOWN_ID}`, { token });
      expect([response.statusCode, response.json()]).toEqual([404, REFUSED.EMPLOYER_NOT_FOUND]);
    }
  });
});

describe('answering a request to join (team requests accept and decline)', () => {
  const notOurs: Refusal = [404, REFUSED.TEAM_REQUEST_NOT_FOUND];

  it('accepts only by the owner; another company’s owner finds no such request', async () => {
    const { joiner, requestId } = await joinRequest(home.company.id, home.owner.token, 'Ada Accepted');
    const accept = (token?: string) => post(`/api/me/company/team/requests/${requestId}/accept`, token);
    await expectRefused(accept, refusalsOf(notOurs));
    expect((await profileOf(t.app, joiner.token)).json().data.employer.waiting_company_approval).toBe(true);

    expect([(await accept(home.owner.token)).statusCode, (await profileOf(t.app, joiner.token)).json().data]).toEqual([
      200,
      expect.objectContaining({
        company: expect.objectContaining({ id: home.company.id }),
        employer: expect.objectContaining({ is_owner: false, waiting_company_approval: false }),
      }),
    ]);
    const again = await accept(home.owner.token);
    expect([again.statusCode, again.json()]).toEqual([404, REFUSED.TEAM_REQUEST_NOT_FOUND]);
  });

  it('declines only by the owner; the employer is then free to ask again', async () => {
    const { joiner, requestId } = await joinRequest(home.company.id, home.owner.token, 'Dora Declined');
    const decline = (token?: string) => post(`/api/me/company/team/requests/${requestId}/decline`, token);
    await expectRefused(decline, refusalsOf(notOurs));

    const declined = await decline(home.owner.token);
    expect([declined.statusCode, declined.json()]).toEqual([200, ok]);
    const requests = (await call('/api/me/company/team/requests', { token: home.owner.token })).json().data.list;
    expect(requests.map((r: { email: string }) => r.email)).not.toContain(joiner.account.email);
    const profile = (await profileOf(t.app, joiner.token)).json().data;
    expect([profile.company, profile.employer.waiting_company_approval]).toEqual([null, false]);
    expect(await teamEmails()).not.toContain(joiner.account.email);
    const askedAgain = await post(`/api/companies/${home.company.id}/join`, joiner.token);
    expect([askedAgain.statusCode, askedAgain.json()]).toEqual([201, ok]);
    const twice = await decline(home.owner.token);
    expect([twice.statusCode, twice.json()]).toEqual([404, REFUSED.TEAM_REQUEST_NOT_FOUND]);
  });

  it('answers 404 to the owner for an unknown request id', async () => {
    for (const action of ['accept', 'decline']) {
      const response = await post(`/api/me/company/team/requests/${UNKNOWN_ID}/${action}`, home.owner.token);
      expect([action, response.statusCode, response.json()]).toEqual([action, 404, REFUSED.TEAM_REQUEST_NOT_FOUND]);
    }
  });
});

describe('editing the company (PUT companies/{id})', () => {
  it('is the owner’s: a member is told to ask the owner, another company’s owner and a site admin are refused', async () => {
    const edit = (token?: string) =>
      call(`/api/companies/${home.company.id}`, { method: 'PUT', token, payload: { name: 'Taken Over' } });
    await expectRefused(edit, refusalsOf([403, REFUSED.FORBIDDEN]));
    expect((await call(`/api/companies/${home.company.slug}`)).json().data.name).toBe('Matrix Home');

    const saved = await call(`/api/companies/${home.company.id}`, {
      method: 'PUT',
      token: home.owner.token,
      payload: { name: 'Matrix Home', description: 'We test who may do what.', size: '11-50' },
    });
    expect([saved.statusCode, saved.json()]).toEqual([
      200,
      {
        data: {
          id: home.company.id,
          slug: home.company.slug,
          name: 'Matrix Home',
          description: 'We test who may do what.',
          size: '11-50',
          site: null,
          logo_id: null,
          banner_id: null,
          ceo_photo_id: null,
          photos: [],
          is_public: true,
          moderation_status: 'approved',
          can_send_job_offer: false,
          offices: [],
          specializations: [],
          technologies: [],
          reviews_count: 0,
          vacancies_count: 0,
          created_at: expect.any(String),
        },
      },
    ]);
  });

  it('answers 404 to the owner for an unknown company', async () => {
    const response = await call(`/api/companies/${UNKNOWN_ID}`, {
      method: 'PUT',
      token: home.owner.token,
      payload: { name: 'Nowhere' },
    });
    expect([response.statusCode, response.json()]).toEqual([404, REFUSED.COMPANY_NOT_FOUND]);
  });
});

describe('asking to join a company (companies/{id}/join)', () => {
  const join = (companyId: number, token?: string) => post(`/api/companies/${companyId}/join`, token);

  it('is for an employer without a team: guests, job seekers, admins and anyone in a team are refused', async () => {
    const inTeam: Refusal = [409, REFUSED.ALREADY_IN_COMPANY];
    await expectRefused((token) => join(home.company.id, token), {
      ...refusalsOf(inTeam),
      member: inTeam,
    });
    const byOwner = await join(home.company.id, home.owner.token);
    expect([byOwner.statusCode, byOwner.json()]).toEqual(inTeam);
  });

  it('lets an employer ask once: a second request, here or elsewhere, waits for the first', async () => {
    const asker = await employer('Ola Asker');
    expect([(await join(home.company.id, asker.token)).statusCode]).toEqual([201]);
    for (const companyId of [home.company.id, other.company.id]) {
      const response = await join(companyId, asker.token);
      expect([response.statusCode, response.json()]).toEqual([409, REFUSED.ALREADY_IN_COMPANY]);
    }
  });

  it('answers 404 for an unknown company, and for one not listed (pending moderation) as its page does', async () => {
    const asker = await employer('Pia Prober');
    const pending = await employer('Pete Pending');
    const created = await post('/api/companies', pending.token, { name: 'Still Pending' });
    for (const companyId of [UNKNOWN_ID, created.json().data.id]) {
      const response = await join(companyId, asker.token);
      expect([response.statusCode, response.json()]).toEqual([404, REFUSED.COMPANY_NOT_FOUND]);
    }
    expect((await profileOf(t.app, asker.token)).json().data.employer).toBeNull();
  });
});

describe('a private note on a company (companies/{id}/note)', () => {
  const note = (companyId: number, token: string | undefined, text = 'Quick replies') =>
    post(`/api/companies/${companyId}/note`, token, { text });

  it('is anyone’s signed in but an admin’s, and each reads back only their own', async () => {
    const writers = { worker: workerToken, member: home.member.token, stranger: other.owner.token };
    const answers = [];
    for (const [who, token] of Object.entries(writers)) {
      const response = await note(home.company.id, token, `Note by ${who}`);
      answers.push([who, response.statusCode, response.json()]);
    }
    expect(answers).toEqual(Object.keys(writers).map((who) => [who, 200, { data: { note: `Note by ${who}` } }]));
    const readBack = await call(`/api/companies/${home.company.slug}`, { token: home.member.token });
    expect(readBack.json().data.note).toBe('Note by member');

    const refusals = [
      [undefined, 401, REFUSED.UNAUTHORIZED],
      [adminToken, 403, REFUSED.FORBIDDEN],
    ] as const;
    for (const [token, status, body] of refusals) {
      for (const method of ['POST', 'DELETE'] as const) {
        const response = await call(`/api/companies/${home.company.id}/note`, {
          method,
          token,
          ...(method === 'POST' ? { payload: { text: 'x' } } : {}),
        });
        expect([method, response.statusCode, response.json()]).toEqual([method, status, body]);
      }
    }
  });

  it('answers 404 for a company the writer may not see, and lets its own team note it', async () => {
    const owner = await employer('Hanna Hidden');
    const created = await post('/api/companies', owner.token, { name: 'Hidden Noted' });
    const hiddenId = created.json().data.id as number;
    for (const method of ['POST', 'DELETE'] as const) {
      for (const id of [hiddenId, UNKNOWN_ID]) {
        const response = await call(`/api/companies/${id}/note`, {
          method,
          token: workerToken,
          ...(method === 'POST' ? { payload: { text: 'Probe' } } : {}),
        });
        expect([method, response.statusCode, response.json()]).toEqual([method, 404, REFUSED.COMPANY_NOT_FOUND]);
      }
    }
    expect((await note(hiddenId, owner.token, 'Ours')).json()).toEqual({ data: { note: 'Ours' } });
  });
});
