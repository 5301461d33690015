import { ROLES } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render-header.tsx';
import { companyUser } from './billing-test-users.ts';
import { buyerOf, signInPathOf } from './buyer.ts';

describe('who may subscribe to a tariff', () => {
  it('lets only the owner of a company without a tariff subscribe (spec section 6)', () => {
    expect(buyerOf(companyUser())).toBe('owner');
    expect(buyerOf(companyUser({ isOwner: false }))).toBe('member');
    expect(buyerOf(companyUser({ hasTariff: true }))).toBe('subscribed');
  });

  it('tells guests, job seekers, admins and companies still without a company apart', () => {
    expect(buyerOf(null)).toBe('guest');
    expect(buyerOf(testUser({ role_id: ROLES.worker }))).toBe('worker');
    expect(buyerOf(testUser({ role_id: ROLES.admin }))).toBe('admin');
    expect(buyerOf(testUser({ role_id: ROLES.company }))).toBe('no-company');
  });

  it('sends a guest to sign in and back to the page', () => {
    expect(signInPathOf('/uk/login', '/uk/subscriptions/growth')).toBe(
      '/uk/login?redirect=%2Fuk%2Fsubscriptions%2Fgrowth',
    );
  });
});
