import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { createCandidate, demoCandidateEmailOf } from '../../candidates/index.ts';
import { createCompany } from '../../companies/index.ts';
import { createUser } from '../../identity/index.ts';
import { demoCommunitySeed } from './demo-community.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ COMMUNITY: '1' });
  const db = t.database.db;
  // What the seeds before it leave: the demo company of the demo employer, and the first demo candidates, approved.
  const owner = await signIn(t, 'company', { demo: true });
  token = owner.token;
  await createCompany(db, { ownerUserId: owner.user.id, ownerName: owner.user.name, name: 'Hushwork Demo Labs' });
  for (let n = 0; n < 4; n += 1) {
    const { user } = await createUser(db, {
      role: 'worker',
      email: demoCandidateEmailOf(n),
      password: 'demo-Candidate-1',
      name: `Demo Candidate ${n}`,
    });
    await createCandidate(db, { userId: user.id, name: user.name, moderation_status: 'approved' });
  }
}, 120_000);

describe('the demo community seed', () => {
  it('puts the demo candidates in the directory and the demo company on a month plan with two opens spent, once', async () => {
    const config = { ...t.config };
    await demoCommunitySeed.run(t.database.db, { config });
    await demoCommunitySeed.run(t.database.db, { config });
    const call = testClient(t.app).call;
    const plan = (await call('/api/community/tariffs', { token })).json().data.company;
    expect(plan).toMatchObject({ plan: 'month', status: 'active', opens_left: 28, is_owner: true });
    const members = (await call('/api/community/search', { token })).json().data;
    expect(members.total).toBe(4);
    expect(members.list.filter((member: { opened: boolean }) => member.opened)).toHaveLength(2);
  });
});
