import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Grants, PermissionString, RoleName } from './grants.ts';
import { can, PERMISSIONS } from './permissions.ts';

const SRC = new URL('./', import.meta.url);
const ROLE_NAMES: readonly RoleName[] = ['guest', 'worker', 'company', 'admin'];

/** Every domain's grants, found as a developer adds them (`<domain>/permissions.ts`), so no domain is listed here. */
const domainGrants = await Promise.all(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(new URL(`${entry.name}/`, SRC)).includes('permissions.ts'))
    .map(async ({ name: domain }) => {
      const exports = (await import(new URL(`${domain}/permissions.ts`, SRC).href)) as Record<string, Grants>;
      return { domain, grants: Object.values(exports).flatMap((grants) => ROLE_NAMES.flatMap((r) => grants[r] ?? [])) };
    }),
);

const entityOf = (permission: string) => permission.split(':')[1]!;
const isWrite = (permission: string) => !permission.startsWith('read:');
const isOnAnyone = (permission: string) => permission.endsWith(':any');

/**
 * The two ways a guest applies, which the spec allows without an account (quick-apply makes one). Anything else a
 * guest could write would be a decision for this list, not a side effect of a domain's grants.
 */
// A guest applies, rates an article and writes to support (spec sections 4 and 7): each their own, rate-limited.
const GUEST_WRITES: readonly PermissionString[] = [
  'create:quick-application:any',
  'create:external-application:own',
  'create:post-rating:own',
  'create:contact-message:own',
  // Spec section 2: anyone builds a resume; a guest's is theirs through its token.
  'create:resume:own',
  'update:resume:own',
];

describe('PERMISSIONS collected from the domains', () => {
  it('collects every domain that declares grants', () => {
    expect(domainGrants.length).toBeGreaterThan(0);
    const collected = new Set(ROLE_NAMES.flatMap((role) => PERMISSIONS[role]));
    for (const { domain, grants } of domainGrants) {
      expect(
        grants.filter((permission) => !collected.has(permission as never)),
        domain,
      ).toEqual([]);
    }
  });

  it('grants no permission outside its domain: each entity belongs to one domain', () => {
    const owners = new Map<string, Set<string>>();
    for (const { domain, grants } of domainGrants) {
      for (const permission of grants) {
        const entity = entityOf(permission);
        owners.set(entity, (owners.get(entity) ?? new Set()).add(domain));
      }
    }
    const shared = [...owners].filter(([, domains]) => domains.size > 1).map(([entity, ds]) => [entity, [...ds]]);
    expect(shared).toEqual([]);
  });

  it('lets a guest only read, besides applying', () => {
    expect(PERMISSIONS.guest.filter((permission) => isWrite(permission) && !GUEST_WRITES.includes(permission))).toEqual(
      [],
    );
  });

  it('leaves writing on anyone’s data to admins', () => {
    for (const role of ['worker', 'company'] as const) {
      expect(
        PERMISSIONS[role].filter((permission) => isWrite(permission) && isOnAnyone(permission)),
        role,
      ).toEqual([]);
    }
    expect(PERMISSIONS.guest.filter((p) => isOnAnyone(p) && isWrite(p) && !GUEST_WRITES.includes(p))).toEqual([]);
  });

  it('gives what no one else holds on anyone’s data, such as user accounts, to admins only', () => {
    const others = new Set(ROLE_NAMES.filter((role) => role !== 'admin').flatMap((role) => PERMISSIONS[role]));
    const adminOnly = PERMISSIONS.admin.filter((permission) => !others.has(permission));
    expect(adminOnly.every(isOnAnyone)).toBe(true);
    expect(adminOnly).toEqual(expect.arrayContaining(['read:user:any', 'update:user:any']));
  });

  it('refuses a guest what only a signed-in user may do', () => {
    expect(can('guest', 'read:profile:own')).toBe(false);
    expect(can('worker', 'read:profile:own')).toBe(true);
    expect(can('worker', 'update:user:any')).toBe(false);
  });
});
