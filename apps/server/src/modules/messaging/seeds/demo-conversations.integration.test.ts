import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createCandidate } from '../../candidates/index.ts';
import { companiesModule } from '../../companies/index.ts';
import { createUser, DEMO_ACCOUNTS } from '../../identity/index.ts';
import { demoConversationsSeed } from './demo-conversations.ts';

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The demo companies (their own seed), and the few demo candidates the conversations name (made here, not all 400). */
beforeAll(async () => {
  t = await createTestApp();
  const [demoCompanies] = companiesModule.seeds?.demo ?? [];
  await demoCompanies?.run(t.database.db, { config: t.config });
  const people = [
    { ...DEMO_ACCOUNTS[0], outstaff: false },
    ...[1, 2, 5, 8].map((n) => ({
      role: 'worker' as const,
      email: `candidate${n}@demo.hushwork.local`,
      password: 'demo-Candidate-2026',
      name: `Demo candidate ${n}`,
      outstaff: n === 1,
    })),
  ];
  for (const person of people) {
    const { user } = await createUser(t.database.db, person);
    await createCandidate(t.database.db, {
      userId: user.id,
      name: person.name,
      employment: person.outstaff ? ['is_outstaffing'] : ['is_seekers'],
    });
  }
}, 300_000);

describe('the demo conversations', () => {
  it('talk between demo companies and candidates in our five languages, one of them outstaff, some unread', async () => {
    await demoConversationsSeed.run(t.database.db, { config: t.config });
    const [stats] = await rows<Record<string, number>>(sql`
      select (select count(*)::int from rooms) as rooms,
        (select count(*)::int from rooms where is_outstaff) as outstaff,
        (select count(*)::int from messages) as messages,
        (select count(distinct side)::int from messages) as sides,
        (select count(*)::int from room_sides where unread_count > 0) as unread_sides`);
    expect(stats).toEqual({ rooms: 6, outstaff: 1, messages: 21, sides: 2, unread_sides: 6 });
    const texts = (await rows<{ text: string }>(sql`select text from messages`)).map((row) => row.text).join(' ');
    for (const word of ['Hello', 'Guten Tag', 'Dzień dobry', 'Здравствуйте', 'Добрий день'])
      expect(texts).toContain(word);
    const worker = DEMO_ACCOUNTS[0];
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: worker.email, password: worker.password },
    });
    const rooms = await t.app.inject({
      url: '/api/me/rooms',
      headers: { authorization: `Bearer ${login.json().data.token}` },
    });
    expect(rooms.json().data).toMatchObject({ total: 2, unread_messages: expect.any(Number) });
    expect(rooms.json().data.unread_messages).toBeGreaterThan(0);
  });

  it('makes nothing new when run again', async () => {
    await demoConversationsSeed.run(t.database.db, { config: t.config });
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from messages`);
    expect(count?.n).toBe(21);
  });
});
