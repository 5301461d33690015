import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoApplicationsSeed } from '../../applications/index.ts';
import { createCandidate } from '../../candidates/index.ts';
import { createCompany } from '../../companies/index.ts';
import { createUser, DEMO_ACCOUNTS } from '../../identity/index.ts';
import { createVacancy } from '../../vacancies/index.ts';
import { hireRepo } from '../lib/hire.repo.ts';
import { orderRepo } from '../lib/order.repo.ts';
import { promoCodeRepo } from '../lib/promo-code.repo.ts';
import { DEMO_PROMO_CODES, demoBillingSeed } from './demo-billing.ts';

let t: TestApp;
let companyId: number;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // What the seeds before it leave: the demo company with open vacancies, and an offer the demo worker accepted.
  const employer = DEMO_ACCOUNTS.find((account) => account.role === 'company');
  const worker = DEMO_ACCOUNTS.find((account) => account.role === 'worker');
  if (!employer || !worker) throw new Error('demo accounts missing');
  const owner = (await createUser(db, employer)).user;
  ownerId = owner.id;
  companyId = (await createCompany(db, { ownerUserId: owner.id, ownerName: owner.name, name: 'Hushwork Demo Labs' }))
    .id;
  for (let i = 0; i < 4; i += 1)
    await createVacancy(db, { companyId, authorUserId: owner.id, title: `Demo Role ${i}`, questions: [] });
  const demoWorker = (await createUser(db, worker)).user.id;
  await createCandidate(db, { userId: demoWorker, name: worker.name });
  await demoApplicationsSeed.run(db, {} as never);
}, 120_000);

describe('the demo billing seed', () => {
  it('leaves promo codes, orders in each state the owner can act on, and a hire waiting for its fee, once', async () => {
    const db = t.database.db;
    await demoBillingSeed.run(db, {} as never);
    await demoBillingSeed.run(db, {} as never);
    for (const { code } of DEMO_PROMO_CODES) expect(await promoCodeRepo.findByCode(db, code)).toBeDefined();
    const { rows } = await orderRepo.pageOfPayer(db, { company_id: companyId, user_id: ownerId }, 1, 20);
    expect(rows.map((row) => row.pay_status).sort()).toEqual(['Paid', 'PayRejected', 'UnPaid', 'WaitingForPay']);
    expect(rows.find((row) => row.pay_status === 'Paid')?.invoice_number).toMatch(/^HW-\d{4}-\d{6}$/);
    const hires = await hireRepo.listOfCompany(db, companyId);
    expect(hires).toHaveLength(1);
    expect(hires[0]?.order_id).toBeNull();
    expect(hires[0]!.due_at.getTime()).toBeGreaterThan(Date.now());
  });
});
