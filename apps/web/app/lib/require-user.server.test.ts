import { ROLES, type TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { testUser } from '../test/render-header.tsx';
import { requireUser, type UserAfter } from './require-user.server.ts';

const company = testUser({
  role_id: ROLES.company,
  email: 'a@b.c',
  name: 'A',
  is_profile_active: true,
  status: 'active',
});

/** A loader's arguments with `who` signed in, at a page that is live. */
const argsAt = (path: string, who: TUser | null) => ({
  request: new Request(`http://x${path}`),
  context: { currentUser: async () => who } as AppLoadContext,
});

describe('requireUser', () => {
  it('answers the user its guards let through', async () => {
    await expect(requireUser(argsAt('/profile/employer', company), ['auth', 'company'])).resolves.toBe(company);
  });

  it('throws the redirect of the first guard that refuses', async () => {
    const refused = await requireUser(argsAt('/profile/user', company), ['auth', 'worker']).catch((e: Response) => e);
    expect((refused as Response).headers.get('location')).toBe('/');
  });

  it('narrows the user by the guards that refuse someone for who they are', () => {
    expectTypeOf<UserAfter<['auth']>>().toEqualTypeOf<TUser>();
    expectTypeOf<UserAfter<['company', 'verified-email']>['role_id']>().toEqualTypeOf<typeof ROLES.company>();
    expectTypeOf<UserAfter<['company', 'verified-email']>['email_verification']>().toEqualTypeOf<true>();
    expectTypeOf<UserAfter<['auth', 'company-owner']>['company']>().toEqualTypeOf<NonNullable<TUser['company']>>();
    expectTypeOf<UserAfter<['not-auth']>>().toEqualTypeOf<null>();
  });

  it('promises nothing for guards that may let anyone through', () => {
    expectTypeOf<UserAfter<['has-resume', 'check-relations']>>().toEqualTypeOf<TUser | null>();
    expectTypeOf<UserAfter<['verified-email']>>().toEqualTypeOf<(TUser & { email_verification: true }) | null>();
  });

  it('takes only the names of guards that exist', () => {
    // Never called: the compiler's refusal is the test.
    const withTypo = () =>
      // @ts-expect-error no guard is called 'compnay'
      requireUser(argsAt('/', null), ['auth', 'compnay']);
    expect(withTypo).toBeTypeOf('function');
    // @ts-expect-error nor is a plain string a guard's name
    expectTypeOf<UserAfter<['auth', string]>>().toBeObject();
  });
});
