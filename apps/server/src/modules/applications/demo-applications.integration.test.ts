import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCandidate } from '../candidates/index.ts';
import { createCompany } from '../companies/index.ts';
import { createUser, DEMO_ACCOUNTS } from '../identity/index.ts';
import { createVacancy } from '../vacancies/index.ts';
import { applicationRepo } from './application.repo.ts';
import { offerRepo } from './offer.repo.ts';
import { demoApplicationsSeed } from './seeds/demo-applications.ts';

let t: TestApp;
let companyId: number;
let demoWorkerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // What the demo seeds before it leave: the demo employer's company with open vacancies, identity's demo worker and
  // the first demo candidates, each with a profile (the full demo seeds hash hundreds of passwords).
  const employer = DEMO_ACCOUNTS.find((account) => account.role === 'company');
  const worker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
  if (!employer || !worker) throw new Error('demo accounts missing');
  const owner = (await createUser(db, employer)).user;
  companyId = (await createCompany(db, { ownerUserId: owner.id, ownerName: owner.name, name: 'Hushwork Demo Labs' }))
    .id;
  for (let i = 0; i < 5; i += 1) {
    await createVacancy(db, { companyId, authorUserId: owner.id, title: `Demo Role ${i}`, questions: [] });
  }
  demoWorkerId = (await createUser(db, worker)).user.id;
  await createCandidate(db, { userId: demoWorkerId, name: worker.name });
  for (let n = 0; n < 9; n += 1) {
    const { user } = await createUser(db, {
      role: 'worker',
      email: `candidate${n + 1}@demo.hushwork.local`,
      password: 'demo-Candidate-2026',
      name: `Demo candidate ${n + 1}`,
    });
    await createCandidate(db, { userId: user.id, name: user.name });
  }
}, 120_000);

describe('the demo applications seed', () => {
  it('makes responses in both read states and offers in every state, the demo worker getting one of each', async () => {
    await demoApplicationsSeed.run(t.database.db, { config: t.config });
    const db = t.database.db;
    const responses = await applicationRepo.page(db, { company_id: companyId }, { limit: 100, offset: 0 });
    expect(responses.total).toBe(10);
    expect(new Set(responses.rows.map((row) => row.is_read))).toEqual(new Set([true, false]));
    expect(new Set(responses.rows.map((row) => row.status))).toEqual(new Set(['new', 'rejected', 'offered']));
    const offers = await offerRepo.page(db, { company_id: companyId }, { limit: 100, offset: 0 });
    expect(new Set(offers.rows.map((row) => row.status))).toEqual(new Set(['pending', 'approved', 'declined']));
    const mine = await offerRepo.page(db, { user_id: demoWorkerId }, { limit: 100, offset: 0 });
    expect(mine.rows.map((row) => row.status).sort()).toEqual(['approved', 'declined', 'pending']);
  });

  it('adds nothing on a later start', async () => {
    await demoApplicationsSeed.run(t.database.db, { config: t.config });
    expect(await applicationRepo.count(t.database.db, { company_id: companyId })).toBe(10);
  });
});
