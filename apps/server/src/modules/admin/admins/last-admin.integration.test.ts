import { admin } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';

// An app of its own: the rule is about there being one active admin, and every other test makes more.
let t: TestApp;
const { api } = testClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
});

describe('the last active admin', () => {
  it('cannot be deactivated or removed, even by themselves', async () => {
    const ada = await signIn(t, 'admin');
    // An invited admin is not active yet: they do not count as someone who could still sign in.
    const invited = await api(admin.createAdminAccount, {
      token: ada.token,
      body: { name: 'Ivy Invited', email: 'ivy@example.com', locale: 'en' },
    });
    expect(invited.statusCode).toBe(201);
    const removed = await api(admin.deleteAdminAccount, { token: ada.token, params: { id: ada.user.id } });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ code: 'ADMIN_LAST_ACTIVE' });
    const off = await api(admin.updateAdminAccount, {
      token: ada.token,
      params: { id: ada.user.id },
      body: { name: 'Ada Admin', email: ada.account.email, is_active: false },
    });
    expect(off.json()).toMatchObject({ code: 'ADMIN_LAST_ACTIVE' });
    // Removing the invitation leaves Ada, the one who can sign in.
    const uninvited = await api(admin.deleteAdminAccount, { token: ada.token, params: { id: invited.data.id } });
    expect(uninvited.statusCode).toBe(200);
  });
});
