import { identity, ROLES } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../modules/identity/index.ts';
import { signIn } from './sign-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { testClient } from './test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const { api } = testClient(() => t.app);

describe('the test kit’s sign-in', () => {
  it('signs in a fresh account of each role, each a person of their own', async () => {
    const seen = new Set<number>();
    for (const role of ['worker', 'company', 'admin'] as const) {
      const { token, user } = await signIn(t, role);
      const profile = await api(identity.getProfile, { token });
      expect(profile.statusCode).toBe(200);
      expect(profile.data).toMatchObject({ id: user.id, role_id: ROLES[role] });
      seen.add(user.id);
    }
    expect(seen.size).toBe(3);
  });

  it('signs in to the demo account of a role, made once however often it is asked for', async () => {
    const first = await signIn(t, 'admin', { demo: true });
    const again = await signIn(t, 'admin', { demo: true });
    expect(again.user.id).toBe(first.user.id);
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    expect((await api(identity.getProfile, { token: again.token })).data).toMatchObject({ email: admin?.email });
  });
});
