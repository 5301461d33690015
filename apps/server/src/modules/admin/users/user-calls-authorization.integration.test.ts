import { admin, type Endpoint } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { messagingKit } from '../../messaging/messaging-test-kit.ts';

let t: TestApp;
const kit = messagingKit(() => t);
const client = testClient(() => t.app);
beforeAll(async () => {
  t = await createTestApp();
});

/** Every call of the accounts screens and the audit log; a call added to the contract must be added here. */
const CALLS = [
  admin.listAdminUsers,
  admin.getAdminUser,
  admin.listUsers,
  admin.getUser,
  admin.activateAdminUser,
  admin.deactivateAdminUser,
  // Before the block and the deletions, which would refuse it with their own codes.
  admin.impersonateAdminUser,
  admin.blockAdminUser,
  admin.unlockAdminUser,
  admin.confirmAdminUserEmail,
  admin.unconfirmAdminUserEmail,
  admin.deleteAdminUser,
  admin.restoreAdminUser,
  admin.forceDeleteAdminUser,
  admin.endImpersonation,
  admin.listAuditLog,
] as const satisfies readonly Endpoint[];

const send = (endpoint: Endpoint, token: string | null, targetId: number) =>
  client.call(endpoint.path.replace('{id}', String(targetId)), { method: endpoint.method, token });

describe('who may call the accounts screens and the audit log', () => {
  it('covers every call of the contract’s user and audit endpoints', async () => {
    const { listAdminUsers: _l, ...rest } = await import('@hushwork/contract/admin/user-endpoints');
    expect(Object.keys(rest).length + 1).toBe(CALLS.length);
  });

  it('answers a guest 401, a worker, a company member and owner 403, and an admin without a 403', async () => {
    const { owner, member } = await kit.team();
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    const { token: adminToken } = await signIn(t, 'admin');
    const target = await registerFromNewIp(t.app, { role_id: 1, name: 'Tara Target' });
    for (const endpoint of CALLS) {
      const label = `${endpoint.method} ${endpoint.path}`;
      expect((await send(endpoint, null, target.user.id)).statusCode, `guest ${label}`).toBe(401);
      for (const [who, token] of [
        ['worker', worker.token],
        ['member', member.token],
        ['owner', owner.token],
      ] as const) {
        expect((await send(endpoint, token, target.user.id)).statusCode, `${who} ${label}`).toBe(403);
      }
      const asAdmin = await send(endpoint, adminToken, target.user.id);
      // Ending a "log in as" is for such a session alone: an admin's own session is refused like any other.
      if (endpoint === admin.endImpersonation) expect(asAdmin.statusCode).toBe(403);
      else expect(asAdmin.statusCode, `admin ${label}: ${asAdmin.body}`).toBeLessThan(500);
      if (endpoint !== admin.endImpersonation) expect(asAdmin.statusCode, `admin ${label}`).not.toBe(403);
    }
  });
});
