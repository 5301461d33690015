import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { joinTeam } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const { call } = testClient(() => t.app);
const editCard = (token: string | undefined, payload: object, locale = 'en') =>
  call('/api/employers', { method: 'PUT', token, payload, locale });

/** An owner, a colleague marked admin and a plain member, all in one team. */
async function team(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Olga Owner' });
  expect((await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } })).statusCode).toBe(
    201,
  );
  const join = async (who: string) => {
    const account = await register(t.app, { role_id: 2, name: who });
    await joinTeam(t, owner.token, account);
    return { ...account, id: account.user.id as number };
  };
  const admin = await join('Adam Admin');
  await call(`/api/employers/${admin.id}/mark-as-admin`, { method: 'POST', token: owner.token });
  const member = await join('Maja Member');
  return { owner, admin, member };
}
const cardsOf = async (token: string) =>
  Object.fromEntries(
    (await call('/api/employers', { token }))
      .json()
      .data.list.map((e: { id: number; name: string; position: string }) => [e.id, [e.name, e.position]]),
  );

describe("editing a team member's card (PUT employers with an id)", () => {
  it("lets the owner and an admin edit a colleague's name and position, which the whole team then sees", async () => {
    const { owner, admin, member } = await team('Cards Co');
    const byOwner = await editCard(owner.token, { id: member.id, name: 'Maja Nowak', position: 'Tech recruiter' });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data).toMatchObject({ id: member.id, name: 'Maja Nowak', position: 'Tech recruiter' });
    const byAdmin = await editCard(admin.token, { id: member.id, name: 'Maja Nowak', position: null });
    expect(byAdmin.json().data).toMatchObject({ id: member.id, position: null });
    expect((await cardsOf(member.token))[member.id]).toEqual(['Maja Nowak', null]);
    // The owner's own card, named by its id, is still their own card.
    const own = await editCard(owner.token, { id: owner.user.id, name: 'Olga Founder', position: 'CEO' });
    expect(own.json().data).toMatchObject({ id: owner.user.id, name: 'Olga Founder', is_owner: true });
  });

  it('tells a plain member to ask the owner, in their language, and changes nothing', async () => {
    const { admin, member } = await team('Ask Co');
    const res = await editCard(member.token, { id: admin.id, name: 'Someone Else' }, 'uk');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OWNER_ONLY', message: expect.stringContaining('власник') });
    expect((await cardsOf(admin.token))[admin.id]).toEqual(['Adam Admin', null]);
    // Their own card stays theirs to edit, with or without their id.
    expect((await editCard(member.token, { id: member.id, name: 'Maja M.' })).statusCode).toBe(200);
    expect((await editCard(member.token, { name: 'Maja Member' })).json().data.id).toBe(member.id);
  });

  it("refuses an admin on the owner's card and anyone on another team's member, a job seeker or an unknown id", async () => {
    const { owner, admin } = await team('Guarded Co');
    const onOwner = await editCard(admin.token, { id: owner.user.id, name: 'Not The Owner' });
    expect(onOwner.statusCode).toBe(422);
    expect(onOwner.json().code).toBe('CANNOT_CHANGE_OWNER');
    const other = await team('Other Co');
    const worker = await register(t.app, { role_id: 1, name: 'Wera Worker' });
    for (const id of [other.member.id, worker.user.id, 2_000_000_000]) {
      const res = await editCard(owner.token, { id, name: 'Taken Over' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EMPLOYER_NOT_FOUND');
    }
    expect((await cardsOf(other.owner.token))[other.member.id]).toEqual(['Maja Member', null]);
  });

  it('refuses a guest (401), a job seeker (403) and bad input per field', async () => {
    const { owner, member } = await team('Input Co');
    expect((await editCard(undefined, { id: member.id, name: 'Guest Edit' })).statusCode).toBe(401);
    const worker = await register(t.app, { role_id: 1, name: 'Wera Worker' });
    expect((await editCard(worker.token, { id: member.id, name: 'Worker Edit' })).statusCode).toBe(403);
    const bad = await editCard(owner.token, { id: 'x', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'name']);
  });
});
