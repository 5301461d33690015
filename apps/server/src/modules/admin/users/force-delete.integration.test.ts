import { admin } from '@hushwork/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { CANDIDATE_NAME, messagingKit } from '../../messaging/messaging-test-kit.ts';

let t: TestApp;
const kit = messagingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});

/** Every table and text-like column of the database, and the ones where `needle` still appears. */
async function placesHolding(needle: string): Promise<string[]> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe('force-delete', () => {
  it('leaves no personal data of a candidate in any table; the room with their messages stays, anonymized', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const { owner } = await kit.team();
    const candidate = await kit.candidate();
    const { room } = await kit.startRoom(owner.token, candidate.candidateId);
    expect((await kit.send(candidate.token, room.id, 'Happy to talk, Bartholomew here')).statusCode).toBe(201);
    const secrets = [candidate.account.email, CANDIDATE_NAME, 'quill@example.org', '600 100 200'];
    expect(await placesHolding(candidate.account.email)).not.toEqual([]);

    const erased = await kit.api(admin.forceDeleteAdminUser, { token: adminToken, params: { id: candidate.user.id } });
    expect(erased.statusCode, erased.body).toBe(200);

    for (const secret of secrets.slice(0, 3)) expect(await placesHolding(secret), secret).toEqual([]);
    expect(await placesHolding(secrets[3]!)).toEqual([]);
    const facts = await kit.api(admin.getAdminUser, { token: adminToken, params: { id: candidate.user.id } });
    expect(facts.data).toMatchObject({ status: 'deleted', name: '', sessions_count: 0 });
    const login = await kit.call('/api/auth/login', {
      method: 'POST',
      payload: { email: candidate.account.email, password: candidate.account.password },
    });
    expect(login.statusCode).toBe(422);
    const restore = await kit.api(admin.restoreAdminUser, { token: adminToken, params: { id: candidate.user.id } });
    expect(restore.json().code).toBe('ADMIN_USER_ERASED');
  });

  it('leaves no personal data of a company member in any table', async () => {
    const { token: adminToken } = await signIn(t, 'admin');
    const { member } = await kit.team();
    const email = member.account.email;
    const erased = await kit.api(admin.forceDeleteAdminUser, { token: adminToken, params: { id: member.id } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await placesHolding(email)).toEqual([]);
    // Its name is common to every test team's member: the member's own rows are checked instead.
    const facts = await kit.api(admin.getAdminUser, { token: adminToken, params: { id: member.id } });
    expect(facts.data).toMatchObject({ name: '', email: `erased-${member.id}@invalid` });
  });
});
