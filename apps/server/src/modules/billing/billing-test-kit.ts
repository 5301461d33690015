import type Stripe from 'stripe';
import { afterAll, expect } from 'vitest';
import { payWithCard, sdkFor, type TestCard } from '../../platform/payments/stand-in/stand-in-test-kit.ts';
import {
  type PaymentsStandIn,
  startPaymentsStandIn,
} from '../../platform/payments/stand-in/start-payments-stand-in.ts';
import { createStripeGateway } from '../../platform/payments/stripe-gateway.ts';
import { bearer, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { customerRepo } from './lib/customer.repo.ts';

export type BillingTestApp = TestApp & { standIn: PaymentsStandIn; stripe: Stripe };

/**
 * The app paying through the payments stand-in, listening on a port of its own so the stand-in's signed webhooks
 * reach its real route over HTTP, as Stripe's reach a deployment.
 */
export async function createBillingTestApp(env: Record<string, string> = {}): Promise<BillingTestApp> {
  const standIn = await startPaymentsStandIn({ retryDelaysMs: [50, 100] });
  const { hostname, port } = new URL(standIn.url);
  const silent = { error: () => {}, warn: () => {}, info: () => {} } as never;
  const payments = createStripeGateway(
    {
      kind: 'stand-in',
      secretKey: standIn.secretKey,
      publishableKey: standIn.publishableKey,
      webhookSecret: standIn.webhookSecret,
      scriptUrl: standIn.scriptUrl,
      api: { host: hostname, port: Number(port), protocol: 'http' },
    },
    silent,
  );
  const t = await createTestApp(env, { payments });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.setWebhookUrl(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/billing/webhook`);
  afterAll(() => standIn.close());
  return { ...t, standIn, stripe: sdkFor(standIn) };
}

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; token?: string; payload?: object; locale?: string };

export function billingKit(t: () => BillingTestApp) {
  const call = (url: string, { method = 'GET', token, payload, locale }: Call = {}) =>
    t().app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(locale ? { 'accept-language': locale } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** An approved company with its owner and a member who joined the team. */
  async function companyWithTeam(name: string) {
    const owner = await register(t().app, { role_id: 2, name: 'Olga Owner' });
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const company = created.json().data as { id: number; slug: string };
    await setCompanyModeration(t().database.db, company.id, 'approved');
    const member = await register(t().app, { role_id: 2, name: 'Marek Member' });
    await joinTeam(t(), owner.token, member);
    return { owner, member, company };
  }

  /**
   * Puts the company's provider customer on a test clock, as Stripe's tests do, so renewals happen when the clock
   * is advanced rather than in a month. Made before its first payment, as the app would have made the customer.
   */
  async function onTestClock(companyId: number, ownerId: number) {
    const clock = await t().stripe.testHelpers.testClocks.create({ frozen_time: Math.floor(Date.now() / 1000) });
    const customer = await t().stripe.customers.create({ email: 'owner@example.com', test_clock: clock.id });
    await customerRepo.put(t().database.db, { company_id: companyId, user_id: ownerId }, customer.id);
    return {
      async advanceDays(days: number) {
        const current = await t().stripe.testHelpers.testClocks.retrieve(clock.id);
        await t().stripe.testHelpers.testClocks.advance(clock.id, { frozen_time: current.frozen_time + days * 86_400 });
        await t().standIn.settled();
      },
    };
  }

  /** Pays in the card form as the buyer would, then waits until the stand-in's webhooks have been answered. */
  async function pay(clientSecret: string, card: TestCard | string = '4242424242424242') {
    const answer = await payWithCard(t().standIn, clientSecret, typeof card === 'string' ? { number: card } : card);
    await t().standIn.settled();
    return answer;
  }

  return { call, companyWithTeam, onTestClock, pay };
}
