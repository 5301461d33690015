import type { TUser } from '@hushwork/contract';
import { describe, expect, it } from 'vitest';
import { creationGateOf } from './creation-gate.ts';

const employer = (isOwner: boolean, canSend: boolean): Pick<TUser, 'company' | 'employer'> => ({
  company: {
    id: 7,
    slug: 'acme',
    name: 'Acme',
    description: '',
    is_public: true,
    moderation_status: 'approved',
    moderation_note: null,
    logo_id: null,
    can_send_job_offer: canSend,
  },
  employer: {
    name: 'Olena',
    position: null,
    created_at: '2026-01-01T00:00:00.000Z',
    community: false,
    logo_id: null,
    is_owner: isOwner,
    is_admin: isOwner,
    waiting_company_approval: false,
    has_hiring_payment_reminder: false,
    tariff: { active: false },
  },
});
const returnPath = '/profile/add-job';
const paymentLive = () => true;
const nothingLive = () => false;

describe('the vacancy creation rule (spec section 5)', () => {
  it('always allows posting while company premium is off, paid or not', () => {
    for (const who of [employer(true, false), employer(false, false)]) {
      expect(creationGateOf(who, { returnPath, companyPremium: false, isLive: paymentLive })).toEqual({
        kind: 'allowed',
      });
    }
  });

  it('follows the environment’s flag, which is off', () => {
    expect(creationGateOf(employer(false, false), { returnPath })).toEqual({ kind: 'allowed' });
  });

  it('allows a company that paid when premium is on', () => {
    expect(creationGateOf(employer(false, true), { returnPath, companyPremium: true })).toEqual({ kind: 'allowed' });
  });

  it('sends an unpaid company’s owner to the payment page, remembering the way back', () => {
    expect(creationGateOf(employer(true, false), { returnPath, companyPremium: true, isLive: paymentLive })).toEqual({
      kind: 'payment',
      path: '/profile/payment/company?redirect=%2Fprofile%2Fadd-job',
    });
  });

  it('tells the owner in the pay dialog while the payment page is not live, never sending them to a 404', () => {
    expect(creationGateOf(employer(true, false), { returnPath, companyPremium: true, isLive: nothingLive })).toEqual({
      kind: 'pay-dialog',
      who: 'owner',
    });
  });

  it('shows a member the pay dialog: only the owner pays', () => {
    expect(creationGateOf(employer(false, false), { returnPath, companyPremium: true, isLive: paymentLive })).toEqual({
      kind: 'pay-dialog',
      who: 'member',
    });
  });
});
