import { VIEWS } from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchedLogger } from '../../test/logged-warnings.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { itemViewsRepo } from './item-views.repo.ts';
import { createViewRecorder } from './view-recorder.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});

const clock = { now: () => new Date('2026-11-28T12:00:00Z') };
const guest = (ip: string, agent = 'Mozilla/5.0') =>
  ({ ip, headers: { 'user-agent': agent }, actor: { user_id: null, role: null } }) as unknown as FastifyRequest;
const member = (userId: number, role = 'worker') =>
  ({
    ip: '10.0.0.9',
    headers: { 'user-agent': 'Mozilla/5.0' },
    actor: { user_id: userId, role },
  }) as unknown as FastifyRequest;
const recorder = () => createViewRecorder({ db: database.db, clock, logger: watchedLogger(), secret: 'test-secret' });
const viewsOf = (itemId: number) => itemViewsRepo.total(database.db, 'vacancy', [itemId]);

describe('counting views in batches', () => {
  it('counts each viewer once a day, whether the repeat came in the same batch or a later one', async () => {
    const views = recorder();
    for (const request of [guest('10.0.0.1'), guest('10.0.0.2'), member(7), guest('10.0.0.1'), member(7)]) {
      views.record(request, 'vacancy', 9001);
    }
    await views.flush();
    expect(await viewsOf(9001)).toBe(3);

    views.record(guest('10.0.0.2'), 'vacancy', 9001);
    views.record(guest('10.0.0.3'), 'vacancy', 9001);
    await views.flush();
    expect(await viewsOf(9001)).toBe(4);
    // Another recorder (another module, or the next start) knows the day's marks from the database.
    const again = recorder();
    again.record(member(7), 'vacancy', 9001);
    await again.flush();
    expect(await viewsOf(9001)).toBe(4);
  });

  it('writes waiting views by itself soon after they happen, and at once when a batch is full', async () => {
    const views = recorder();
    views.record(guest('10.1.0.1'), 'vacancy', 9002);
    expect(await viewsOf(9002)).toBe(0);
    await expect.poll(() => viewsOf(9002), { timeout: VIEWS.flushAfterMs * 8 }).toBe(1);

    for (let i = 0; i < VIEWS.batchMax; i++) views.record(guest(`10.2.${i >> 8}.${i & 255}`), 'vacancy', 9003);
    await expect.poll(() => viewsOf(9003), { timeout: VIEWS.flushAfterMs / 2 }).toBe(VIEWS.batchMax);
  });

  it('leaves out admins, who moderate, and crawlers that say what they are', async () => {
    const views = recorder();
    views.record(member(1, 'admin'), 'vacancy', 9004);
    views.record(guest('10.3.0.1', 'Mozilla/5.0 (compatible; Googlebot/2.1)'), 'vacancy', 9004);
    await views.flush();
    expect(await viewsOf(9004)).toBe(0);
  });
});
