import type { Endpoint } from '@hushwork/contract';
import * as billingCalls from '@hushwork/contract/billing/endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { testClient } from '../../test/test-client.ts';
import { applicationsKit } from '../applications/applications-test-kit.ts';
import { mailingKit } from '../resumes/mailing-test-kit.ts';
import { vacancyKit } from '../vacancies/vacancy-test-kit.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from './billing-test-kit.ts';
import { promoCodeRepo } from './lib/promo-code.repo.ts';

/**
 * Who may call each billing endpoint, and what each role is told: a guest, a job seeker, a member of a company's team
 * (not its owner), the owner, and a site admin, with company premium's flag off and on. Each role's answer is its
 * status and error code; a call the contract adds without a row here fails the first test.
 */

const ROLES = ['guest', 'worker', 'member', 'owner', 'admin'] as const;
type Role = (typeof ROLES)[number];
type CallName = keyof typeof billingCalls;
type Answer = { status: number; code?: string };
type Answers = Record<Role, Answer>;
type Input = { params?: object; query?: object; body?: object; headers?: Record<string, string> };

/** What one app's matrix points at: made once per app, before any row runs. */
type Fixtures = {
  /** Company A's paid order (its employer tariff's first period), with its invoice. */
  paidOrder: number;
  /** Company A's turbo order, started and never paid. */
  unpaidOrder: number;
  /** Company A's employer tariff, active. */
  tariffSubscription: number;
  /** Company A's open vacancy, with a week of vacancy premium paid. */
  vacancy: number;
  /** Accepted job offers of A not reported yet: the member reports one, the owner the other. */
  offers: Record<'member' | 'owner', number>;
  /** Hires of A, unpaid: the member withdraws one, the owner the other; the owner pays `toPay`. */
  hires: Record<'member' | 'owner' | 'toPay', number>;
  /** Company B's paid order, which the admin refunds a part of. */
  otherPaidOrder: number;
  /** The job seeker's resume mailing, waiting for its payment. */
  mailing: number;
};

type Case = {
  /** What a case of several is about. */
  about?: string;
  input: (f: Fixtures, role: Role) => Input;
  /** Either one answer set for both flag settings, or one for each. */
  answers: Answers | { off: Answers; on: Answers };
};

const ok = (status = 200): Answer => ({ status });
const no = (status: number, code: string): Answer => ({ status, code });
const GUEST = no(401, 'UNAUTHORIZED');
const NOT_ADMIN = no(403, 'FORBIDDEN');
const NOT_A_COMPANY = no(403, 'COMPANY_REQUIRED');
const ASK_THE_OWNER = no(403, 'OWNER_ONLY');
/** A job seeker's own (resume mailing): a company account, whoever it is, and an admin are refused. */
const seekerOnly = (worker: Answer = ok()): Answers => ({
  guest: GUEST,
  worker,
  member: no(403, 'FORBIDDEN'),
  owner: no(403, 'FORBIDDEN'),
  admin: no(403, 'FORBIDDEN'),
});

/** A company's call any member of its team reads; a job seeker has no company, an admin no order of their own. */
const teamReads = (answer = ok()): Answers => ({
  guest: GUEST,
  worker: NOT_A_COMPANY,
  member: answer,
  owner: answer,
  admin: NOT_ADMIN,
});
/** An account's own: a job seeker's orders and subscriptions are theirs, a company's its team's. */
const accountReads: Answers = { guest: GUEST, worker: ok(), member: ok(), owner: ok(), admin: NOT_ADMIN };
/** A company's payment: its owner's alone (spec section 6); members are told to ask the owner. */
const ownerPays = (owner: Answer, worker: Answer = NOT_A_COMPANY): Answers => ({
  guest: GUEST,
  worker,
  member: ASK_THE_OWNER,
  owner,
  admin: NOT_ADMIN,
});
/** The admin area's: everyone else is refused. */
const adminOnly = (admin: Answer): Answers => ({
  guest: GUEST,
  worker: NOT_ADMIN,
  member: NOT_ADMIN,
  owner: NOT_ADMIN,
  admin,
});
/** Behind `COMPANY_PREMIUM`: with the flag off every account that may pay hears it is not offered. */
const NOT_OFFERED = no(404, 'PRODUCT_NOT_OFFERED');
const notOffered: Answers = {
  guest: GUEST,
  worker: NOT_OFFERED,
  member: NOT_OFFERED,
  owner: NOT_OFFERED,
  admin: NOT_ADMIN,
};

const MATRIX: Record<CallName, Case | Case[]> = {
  listSubscriptions: { input: () => ({}), answers: accountReads },
  createSubscription: {
    input: () => ({ body: { tariff: 'growth', period: 'month' } }),
    answers: ownerPays(no(409, 'ALREADY_SUBSCRIBED')),
  },
  updateSubscription: {
    input: (f) => ({ params: { id: f.tariffSubscription }, body: { cancel_at_period_end: true } }),
    // A job seeker may have subscriptions of their own (resume mailing), just not this one.
    answers: ownerPays(ok(), no(404, 'SUBSCRIPTION_NOT_FOUND')),
  },
  cancelSubscription: {
    input: (f) => ({ params: { id: f.tariffSubscription } }),
    answers: ownerPays(ok(), no(404, 'SUBSCRIPTION_NOT_FOUND')),
  },
  subscriptionEmail: {
    input: (_f, role) => ({ body: { email: `${role}-offer@example.org` } }),
    answers: { guest: ok(), worker: ok(), member: ok(), owner: ok(), admin: ok() },
  },
  checkPromoCode: [
    {
      about: 'turbo',
      input: () => ({ body: { code: 'MATRIX-10', product: 'turbo' } }),
      answers: accountReads,
    },
    {
      about: 'company premium',
      input: () => ({ body: { code: 'MATRIX-10', product: 'company_premium', period: 'month' } }),
      answers: { off: notOffered, on: accountReads },
    },
  ],
  getCompanyPremium: { input: () => ({}), answers: teamReads() },
  payCompanyPremium: {
    input: () => ({ body: { period: 'month' } }),
    answers: { off: notOffered, on: ownerPays(no(409, 'ALREADY_SUBSCRIBED')) },
  },
  unsubscribeCompanyPremium: {
    input: () => ({}),
    answers: { off: notOffered, on: ownerPays(ok()) },
  },
  getOrder: {
    input: (f) => ({ params: { id: f.paidOrder } }),
    answers: { ...teamReads(), worker: no(404, 'ORDER_NOT_FOUND') },
  },
  listOrders: { input: () => ({}), answers: accountReads },
  getOrderPayment: {
    input: (f) => ({ params: { id: f.unpaidOrder } }),
    answers: ownerPays(ok(), no(404, 'ORDER_NOT_FOUND')),
  },
  downloadInvoice: {
    input: (f) => ({ params: { id: f.paidOrder } }),
    answers: { ...teamReads(), worker: no(404, 'ORDER_NOT_FOUND') },
  },
  getBillingDetails: { input: () => ({}), answers: teamReads() },
  updateBillingDetails: {
    input: () => ({ body: { legal_name: 'Matrix A Sp. z o.o.', address: 'ul. Prosta 1, Warszawa' } }),
    answers: ownerPays(ok()),
  },
  receivePaymentEvent: {
    // No session counts here: only the provider's signature does, and this one is made up.
    input: () => ({
      body: { id: 'evt_matrix', type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=00' },
    }),
    answers: Object.fromEntries(ROLES.map((role) => [role, no(400, 'WEBHOOK_SIGNATURE_INVALID')])) as Answers,
  },
  listAdminOrders: { input: () => ({}), answers: adminOnly(ok()) },
  refundOrder: {
    input: (f) => ({ params: { id: f.otherPaidOrder }, body: { amount: 100, reason: 'Matrix goodwill' } }),
    answers: adminOnly(ok()),
  },
  getTurboOffer: { input: () => ({}), answers: teamReads() },
  payTurbo: { input: (f) => ({ body: { vacancy_id: f.vacancy } }), answers: ownerPays(ok(201)) },
  // Company A's Growth tariff includes two turbos a month: the owner takes one.
  useIncludedTurbo: { input: (f) => ({ body: { vacancy_id: f.vacancy } }), answers: ownerPays(ok(201)) },
  listVacancyPremiumTariffs: { input: () => ({}), answers: teamReads() },
  payVacancyPremium: {
    input: (f) => ({ params: { tariff: 'week' }, body: { vacancy_id: f.vacancy } }),
    answers: ownerPays(no(409, 'ALREADY_SUBSCRIBED')),
  },
  unsubscribeVacancyPremium: {
    input: (f) => ({ params: { tariff: 'week' }, body: { vacancy_id: f.vacancy } }),
    answers: ownerPays(ok()),
  },
  listHires: { input: () => ({}), answers: teamReads() },
  listHireCandidates: { input: () => ({}), answers: teamReads() },
  listHireVacancies: { input: () => ({}), answers: teamReads() },
  reportHire: {
    // Any member reports a hire: the member and the owner each report an offer of their own.
    input: (f, role) => ({ body: { offer_id: role === 'member' ? f.offers.member : f.offers.owner } }),
    answers: teamReads(ok(201)),
  },
  withdrawHire: {
    input: (f, role) => ({ params: { id: role === 'member' ? f.hires.member : f.hires.owner } }),
    answers: teamReads(),
  },
  payHire: {
    input: (f) => ({ params: { id: f.hires.toPay }, body: {} }),
    answers: ownerPays(ok(201)),
  },
  payResumeMailing: { input: (f) => ({ params: { id: f.mailing }, body: {} }), answers: seekerOnly(ok(201)) },
  getResumeMailingPaymentInfo: { input: (f) => ({ params: { id: f.mailing } }), answers: seekerOnly() },
  listResumeMailingPayments: { input: () => ({}), answers: seekerOnly() },
  listMyResumeMailings: { input: () => ({}), answers: seekerOnly() },
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const endpoints = Object.entries(billingCalls).filter(([, value]) => isEndpoint(value)) as [CallName, Endpoint][];
const rows = endpoints.flatMap(([name, endpoint]) => {
  const cases = MATRIX[name] ?? [];
  return (Array.isArray(cases) ? cases : [cases]).map(
    (entry) =>
      [`${endpoint.method} ${endpoint.path}${entry.about ? ` (${entry.about})` : ''}`, endpoint, entry, name] as const,
  );
});

type Team = { owner: { token: string }; member: { token: string } };
type World = {
  t: BillingTestApp;
  f: Fixtures;
  tokens: Record<Role, string | undefined>;
  /** An admin of company A's team: a member with rights over the team, still not its owner. */
  teamAdmin: string;
  /** A company account that has not made or joined a company. */
  companyless: string;
  other: Team;
};

/** The app with the flag set so, and everything the matrix points at. */
async function worldOf(env: Record<string, string>): Promise<World> {
  const t = await createBillingTestApp(env);
  const { call, companyWithTeam, pay } = billingKit(() => t);
  const apps = applicationsKit(() => t);
  const premiumOn = env.COMPANY_PREMIUM === '1';
  const post = async (url: string, token: string, payload: object = {}) => {
    const answer = await call(url, { method: 'POST', token, payload });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBeLessThan(300);
    return answer.json().data;
  };

  await promoCodeRepo.upsert(t.database.db, { code: 'MATRIX-10', percent_hundredths: 1_000 });
  const a = await apps.company('Matrix Works A');
  const b = await companyWithTeam('Matrix Works B');

  if (premiumOn) await pay((await post('/api/company/premium/pay', a.owner.token, { period: 'month' })).client_secret);
  const tariff = await post('/api/me/subscriptions', a.owner.token, { tariff: 'growth', period: 'month' });
  await pay(tariff.client_secret);
  const subscriptions = (await call('/api/me/subscriptions', { token: a.owner.token })).json().data.list;
  const tariffSubscription = subscriptions.find((row: { product: string }) => row.product === 'employer_tariff').id;

  const vacancy = (await apps.vacancy(a.id, a.owner.user.id, { moderation_status: 'approved' })).id;
  await pay(
    (await post('/api/vacancy-premium/tariffs/week/pay', a.owner.token, { vacancy_id: vacancy })).client_secret,
  );
  const unpaidOrder = (await post('/api/premium/turbo-1', a.owner.token, { vacancy_id: vacancy })).order.id;

  const otherTariff = await post('/api/me/subscriptions', b.owner.token, { tariff: 'growth', period: 'year' });
  await pay(otherTariff.client_secret);

  const acceptedOffer = async () => {
    const seeker = await apps.candidate();
    const offer = await post('/api/job-offers', a.member.token, {
      candidate_id: seeker.candidateId,
      vacancy_id: vacancy,
      message: 'Join us',
    });
    await post(`/api/job-offers/${offer.id}/approve`, seeker.token);
    return offer.id as number;
  };
  const reported = async () =>
    (await post('/api/successful-hiring', a.member.token, { offer_id: await acceptedOffer() })).id;

  const f: Fixtures = {
    paidOrder: tariff.order.id,
    unpaidOrder,
    tariffSubscription,
    vacancy,
    offers: { member: await acceptedOffer(), owner: await acceptedOffer() },
    hires: { member: await reported(), owner: await reported(), toPay: await reported() },
    otherPaidOrder: otherTariff.order.id,
    mailing: 0,
  };
  const mailings = mailingKit(() => t);
  const seeker = await mailings.seekerWithResume();
  f.mailing = (await mailings.startMailing(seeker, [vacancy])).id;
  const tokens: Record<Role, string | undefined> = {
    guest: undefined,
    worker: seeker.token,
    member: a.member.token,
    owner: a.owner.token,
    admin: (await signIn(t, 'admin')).token,
  };
  const companyless = (await registerFromNewIp(t.app, { role_id: 2 })).token;
  return { t, f, tokens, teamAdmin: a.admin.token, companyless, other: b };
}

const FLAGS = ['off', 'on'] as const;
const worlds = {} as Record<(typeof FLAGS)[number], World>;
beforeAll(async () => {
  worlds.off = await worldOf({});
  worlds.on = await worldOf({ COMPANY_PREMIUM: '1' });
}, 120_000);

const answersOf = (entry: Case, flag: (typeof FLAGS)[number]): Answers =>
  'on' in entry.answers ? entry.answers[flag] : entry.answers;

/** The status and error code a role gets, each call from an address of its own (per-address limits are not tested). */
const answerOf = async (world: World, endpoint: Endpoint, input: Input, token: string | undefined) => {
  const { api } = testClient(world.t.app, { addressPerRequest: true });
  const answer = await api(endpoint, { token, ...input } as never);
  const body = answer.statusCode >= 400 ? answer.json() : undefined;
  return { status: answer.statusCode, ...(body ? { code: body.code } : {}) };
};

describe('who may call each billing endpoint', () => {
  it('has a row for every billing endpoint of the contract', () => {
    expect(endpoints.map(([name]) => name).sort()).toEqual(Object.keys(MATRIX).sort());
  });

  describe.each(FLAGS)('with company premium %s', (flag) => {
    it.each(rows)('%s', async (_title, endpoint, entry) => {
      const world = worlds[flag];
      const answers = {} as Answers;
      for (const role of ROLES) {
        answers[role] = await answerOf(world, endpoint, entry.input(world.f, role), world.tokens[role]);
      }
      expect(answers).toEqual(answersOf(entry, flag));
    });

    const paying = rows.filter(([, , entry]) => answersOf(entry, flag).member.code === 'OWNER_ONLY');
    it('tells an admin of the team to ask the owner wherever a member is told so', async () => {
      const world = worlds[flag];
      expect(paying.length).toBeGreaterThan(5);
      for (const [title, endpoint, entry] of paying) {
        const answer = await answerOf(world, endpoint, entry.input(world.f, 'member'), world.teamAdmin);
        expect({ title, ...answer }).toEqual({ title, ...ASK_THE_OWNER });
      }
    });

    /** A job seeker's calls: a company account is refused them as every company account is. */
    const SEEKERS: CallName[] = [
      'payResumeMailing',
      'getResumeMailingPaymentInfo',
      'listResumeMailingPayments',
      'listMyResumeMailings',
    ];
    /** The calls that read no account's orders: prices, the webhook, the admin area. */
    const ACCOUNTLESS: CallName[] = [
      'subscriptionEmail',
      'checkPromoCode',
      'receivePaymentEvent',
      'listAdminOrders',
      'refundOrder',
    ];
    it('tells a company account without a company that it needs one, on every call of an account', async () => {
      const world = worlds[flag];
      for (const [title, endpoint, entry, name] of rows) {
        const member = answersOf(entry, flag).member;
        const expected =
          ACCOUNTLESS.includes(name) || SEEKERS.includes(name) || member.code === 'PRODUCT_NOT_OFFERED'
            ? member
            : NOT_A_COMPANY;
        const answer = await answerOf(world, endpoint, entry.input(world.f, 'worker'), world.companyless);
        expect({ title, ...answer }).toEqual({ title, ...expected });
      }
    });
  });
});

describe.each(FLAGS)('company premium’s flag %s', (flag) => {
  it('says whether premium is offered, and holds back an unpaid company’s vacancies only when it is', async () => {
    const world = worlds[flag];
    const { call, companyWithTeam } = billingKit(() => world.t);
    const { wizard } = vacancyKit(() => world.t);
    const premium = (await call('/api/company/premium', { token: world.tokens.member })).json().data;
    expect(premium).toMatchObject({ enabled: flag === 'on', can_send_job_offer: true });

    const unpaid = await companyWithTeam(`Unpaid Matrix Works ${flag}`);
    const posted = await call('/api/vacancies', { method: 'POST', token: unpaid.member.token, payload: wizard() });
    expect({ status: posted.statusCode, code: posted.json().code }).toEqual(
      flag === 'on' ? { status: 402, code: 'COMPANY_PREMIUM_REQUIRED' } : { status: 201, code: undefined },
    );
    // Company A paid premium when the flag is on, so its team posts either way.
    const paid = await call('/api/vacancies', { method: 'POST', token: world.tokens.member, payload: wizard() });
    expect(paid.statusCode).toBe(201);
  });
});

describe('another company’s billing', () => {
  const NOWHERE = 2_000_000;
  /** An id of company A's, asked by company B's owner: the same 404 as an id that does not exist, so none leaks. */
  const foreign: [string, Endpoint, (f: Fixtures, id: (own: number) => number) => Input, Answer][] = [
    ['order', billingCalls.getOrder, (f, id) => ({ params: { id: id(f.paidOrder) } }), no(404, 'ORDER_NOT_FOUND')],
    [
      'order’s payment',
      billingCalls.getOrderPayment,
      (f, id) => ({ params: { id: id(f.unpaidOrder) } }),
      no(404, 'ORDER_NOT_FOUND'),
    ],
    [
      'invoice',
      billingCalls.downloadInvoice,
      (f, id) => ({ params: { id: id(f.paidOrder) } }),
      no(404, 'ORDER_NOT_FOUND'),
    ],
    [
      'subscription’s renewal',
      billingCalls.updateSubscription,
      (f, id) => ({ params: { id: id(f.tariffSubscription) }, body: { cancel_at_period_end: false } }),
      no(404, 'SUBSCRIPTION_NOT_FOUND'),
    ],
    [
      'subscription’s cancellation',
      billingCalls.cancelSubscription,
      (f, id) => ({ params: { id: id(f.tariffSubscription) } }),
      no(404, 'SUBSCRIPTION_NOT_FOUND'),
    ],
    [
      'vacancy’s turbo',
      billingCalls.payTurbo,
      (f, id) => ({ body: { vacancy_id: id(f.vacancy) } }),
      no(404, 'VACANCY_NOT_PROMOTABLE'),
    ],
    [
      'vacancy’s included turbo',
      billingCalls.useIncludedTurbo,
      (f, id) => ({ body: { vacancy_id: id(f.vacancy) } }),
      no(404, 'VACANCY_NOT_PROMOTABLE'),
    ],
    [
      'vacancy’s premium',
      billingCalls.payVacancyPremium,
      (f, id) => ({ params: { tariff: 'month' }, body: { vacancy_id: id(f.vacancy) } }),
      no(404, 'VACANCY_NOT_PROMOTABLE'),
    ],
    [
      'vacancy premium’s renewal',
      billingCalls.unsubscribeVacancyPremium,
      (f, id) => ({ params: { tariff: 'week' }, body: { vacancy_id: id(f.vacancy) } }),
      no(404, 'SUBSCRIPTION_NOT_FOUND'),
    ],
    [
      'hire’s payment',
      billingCalls.payHire,
      (f, id) => ({ params: { id: id(f.hires.toPay) }, body: {} }),
      no(404, 'HIRE_NOT_FOUND'),
    ],
    [
      'hire’s withdrawal',
      billingCalls.withdrawHire,
      (f, id) => ({ params: { id: id(f.hires.toPay) } }),
      no(404, 'HIRE_NOT_FOUND'),
    ],
  ];

  it.each(foreign)('answers another company’s owner about our %s as about one that does not exist', async (...row) => {
    const [, endpoint, input, expected] = row;
    const world = worlds.on;
    const ask = (id: (own: number) => number) => answerOf(world, endpoint, input(world.f, id), world.other.owner.token);
    expect(await ask((own) => own)).toEqual(expected);
    expect(await ask(() => NOWHERE)).toEqual(expected);
  });

  it('lists none of our orders, subscriptions or hires to another company’s team, nor theirs to us', async () => {
    const { t, f, tokens, other } = worlds.on;
    const { call } = billingKit(() => t);
    for (const token of [other.owner.token, other.member.token]) {
      const orders = (await call('/api/me/orders', { token })).json().data.list.map((o: { id: number }) => o.id);
      expect(orders).toContain(f.otherPaidOrder);
      expect(orders).not.toContain(f.paidOrder);
      expect(orders).not.toContain(f.unpaidOrder);
      const subscriptions = (await call('/api/me/subscriptions', { token })).json().data.list;
      expect(subscriptions.map((row: { id: number }) => row.id)).not.toContain(f.tariffSubscription);
      expect((await call('/api/successful-hiring', { token })).json().data.list).toEqual([]);
      expect((await call(`/api/me/orders/${f.paidOrder}`, { token })).json().code).toBe('ORDER_NOT_FOUND');
      expect((await call(`/api/me/orders/${f.paidOrder}/invoice`, { token })).json().code).toBe('ORDER_NOT_FOUND');
    }
    for (const token of [tokens.owner, tokens.member]) {
      const theirs = await call(`/api/me/orders/${f.otherPaidOrder}`, { token });
      expect({ status: theirs.statusCode, code: theirs.json().code }).toEqual(no(404, 'ORDER_NOT_FOUND'));
      const orders = (await call('/api/me/orders', { token })).json().data.list.map((o: { id: number }) => o.id);
      expect(orders).toContain(f.paidOrder);
      expect(orders).not.toContain(f.otherPaidOrder);
    }
  });
});
