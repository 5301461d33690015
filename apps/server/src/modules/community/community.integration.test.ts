import { BILLING, COMMUNITY, RATE_LIMITS } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing/billing-test-kit.ts';
import {
  approvedCandidate,
  expectAnonymous,
  newWorker,
  type References,
  referencesOf,
} from '../candidates/candidate-test-kit.ts';
import { setCandidateModeration } from '../candidates/index.ts';

let t: BillingTestApp;
let off: BillingTestApp;
let refs: References;
beforeAll(async () => {
  t = await createBillingTestApp({ COMMUNITY: '1' });
  off = await createBillingTestApp();
  refs = await referencesOf(t);
});
const { call, companyWithTeam, pay, onTestClock } = billingKit(() => t);
const offKit = billingKit(() => off);

let seq = 0;
/** An approved candidate who joined the community, with a skill of their own and a distinctive name and contacts. */
async function member(overrides: object = {}, skill = 'Kubernetes') {
  seq += 1;
  const candidate = await approvedCandidate(t, refs, {
    name: `Bartholomew Quillfeather ${seq}`,
    desired_position: `Community engineer ${seq}`,
    ...overrides,
  });
  const skillAnswer = await call('/api/me/candidate/skills', {
    method: 'POST',
    token: candidate.token,
    payload: { name: skill },
  });
  expect(skillAnswer.statusCode).toBeLessThan(300);
  // A changed profile goes back to moderation: it is approved again.
  await setCandidateModeration(t.database.db, candidate.candidateId, 'approved');
  const joined = await call('/api/me/community', { method: 'PUT', token: candidate.token, payload: { joined: true } });
  expect(joined.statusCode).toBe(200);
  expect(joined.json().data).toMatchObject({ joined: true, can_join: true });
  return candidate;
}

const searchIds = async (token: string, query = '') =>
  ((await call(`/api/community/search${query}`, { token })).json().data.list as { id: number }[]).map((m) => m.id);
const planOf = async (token: string) => (await call('/api/community/tariffs', { token })).json().data.company;
const open = (token: string, id: number) => call(`/api/community/${id}/open`, { method: 'POST', token });

describe('the community directory with its flag off', () => {
  it('answers every call as not offered, to every role, and gives no data', async () => {
    const { owner, member: colleague } = await offKit.companyWithTeam('Flag Off Works');
    const worker = await offKit.call('/api/me/community', { token: (await signIn(off, 'worker')).token });
    expect(worker.statusCode).toBe(404);
    expect(worker.json().code).toBe('COMMUNITY_NOT_OFFERED');
    const calls: [string, 'GET' | 'POST' | 'PUT', object?][] = [
      ['/api/community/search', 'GET'],
      ['/api/community/1', 'GET'],
      ['/api/community/tariffs', 'GET'],
      ['/api/community/1/open', 'POST'],
      ['/api/community/tariffs/demo', 'POST'],
      ['/api/community/tariffs/unsubscribe', 'POST'],
      ['/api/community/tariffs/month/payment-link', 'POST'],
      ['/api/community/tariffs/month/pay', 'POST', {}],
    ];
    for (const token of [owner.token, colleague.token]) {
      for (const [url, method, payload] of calls) {
        const answer = await offKit.call(url, { method, token, ...(payload ? { payload } : {}) });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toEqual({ code: 'COMMUNITY_NOT_OFFERED', message: expect.any(String) });
      }
    }
    const guest = await offKit.call('/api/community/tariffs', { locale: 'de' });
    expect(guest.statusCode).toBe(404);
    expect(guest.json().message).toBe('Das Community-Verzeichnis wird hier nicht angeboten.');
  });
});

describe('the community directory with its flag on', () => {
  it('lets each role do what it may: guests read prices, workers nothing else, any team member searches, admins read', async () => {
    const { owner, member: colleague } = await companyWithTeam('Roles Works');
    const worker = await newWorker(t);
    const admin = await signIn(t, 'admin');
    const one = await member();

    const guestPrices = await call('/api/community/tariffs');
    expect(guestPrices.statusCode).toBe(200);
    expect(guestPrices.json().data).toEqual({
      tariffs: [
        { id: 'demo', price: { amount: 0, currency: 'USD' }, period: 'week', days: 7, opens: 3 },
        { id: 'month', price: { amount: 4_900, currency: 'USD' }, period: 'month', days: null, opens: 30 },
        { id: 'year', price: { amount: 49_000, currency: 'USD' }, period: 'year', days: null, opens: 30 },
      ],
      company: null,
    });
    expect((await call('/api/community/tariffs', { token: worker.token })).json().data.company).toBeNull();
    expect(await planOf(colleague.token)).toEqual({
      plan: null,
      status: null,
      opens_left: 0,
      period_end: null,
      cancel_at_period_end: false,
      demo_used: false,
      pending_order: null,
      is_owner: false,
    });
    expect((await planOf(owner.token)).is_owner).toBe(true);

    for (const url of ['/api/community/search', `/api/community/${one.candidateId}`]) {
      expect((await call(url)).statusCode, url).toBe(401);
      expect((await call(url, { token: worker.token })).statusCode, url).toBe(403);
      expect((await call(url, { token: owner.token })).statusCode, url).toBe(200);
      expect((await call(url, { token: colleague.token })).statusCode, url).toBe(200);
      expect((await call(url, { token: admin.token })).statusCode, url).toBe(200);
    }
    // Admins read every member as moderation does; they have no company to open anyone to.
    const asAdmin = (await call(`/api/community/${one.candidateId}`, { token: admin.token })).json().data;
    expect(asAdmin).toMatchObject({ opened: true, name: expect.stringContaining('Quillfeather') });
    expect((await open(admin.token, one.candidateId)).statusCode).toBe(403);

    // Opening: guests 401, workers 403, a team member without a plan 402.
    expect((await call(`/api/community/${one.candidateId}/open`, { method: 'POST' })).statusCode).toBe(401);
    expect((await open(worker.token, one.candidateId)).statusCode).toBe(403);
    const noPlan = await open(colleague.token, one.candidateId);
    expect(noPlan.statusCode).toBe(402);
    expect(noPlan.json().code).toBe('COMMUNITY_PLAN_REQUIRED');

    // The plan's calls are the owner's: a member is told to ask the owner.
    for (const [url, payload] of [
      ['/api/community/tariffs/demo', undefined],
      ['/api/community/tariffs/unsubscribe', undefined],
      ['/api/community/tariffs/year/pay', {}],
    ] as const) {
      const asked = await call(url, { method: 'POST', token: colleague.token, ...(payload ? { payload } : {}) });
      expect(asked.statusCode, url).toBe(403);
      expect(asked.json().code, url).toBe('OWNER_ONLY');
      expect((await call(url, { method: 'POST', token: worker.token, payload: {} })).statusCode, url).toBe(403);
      expect((await call(url, { method: 'POST', token: admin.token, payload: {} })).statusCode, url).toBe(403);
      expect((await call(url, { method: 'POST', payload: {} })).statusCode, url).toBe(401);
    }
    const nothingToStop = await call('/api/community/tariffs/unsubscribe', { method: 'POST', token: owner.token });
    expect(nothingToStop.statusCode).toBe(404);
    expect(nothingToStop.json().code).toBe('SUBSCRIPTION_NOT_FOUND');

    // The candidate's switch is the candidate's own.
    expect((await call('/api/me/community', { token: owner.token })).statusCode).toBe(403);
    expect((await call('/api/me/community')).statusCode).toBe(401);
    expect((await call('/api/me/community', { token: admin.token })).statusCode).toBe(403);
    expect(
      (await call('/api/me/community', { method: 'PUT', token: admin.token, payload: { joined: true } })).statusCode,
    ).toBe(403);
    expect((await call('/api/community/tariffs', { token: admin.token })).json().data.company).toBeNull();
    for (const token of [worker.token, admin.token])
      expect((await call('/api/community/tariffs/month/payment-link', { method: 'POST', token })).statusCode).toBe(403);
    const noProfile = await call('/api/me/community', { token: worker.token });
    expect(noProfile.statusCode).toBe(409);
    expect(noProfile.json().code).toBe('CANDIDATE_PROFILE_MISSING');
  });

  it('mails the payment link to the owner when a member asks, and just answers it to the owner', async () => {
    const { owner, member: colleague } = await companyWithTeam('Link Works');
    const asked = await call('/api/community/tariffs/year/payment-link', { method: 'POST', token: colleague.token });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({
      url: expect.stringMatching(/\/community\/payment\?tariff=year$/),
      mailed_to_owner: true,
    });
    const paymentMails = async () =>
      (await mailsTo(t.database, owner.account.email)).filter((sent) => sent.subject.includes('community plan'));
    const [mail] = await paymentMails();
    expect(mail).toMatchObject({
      subject: 'Your colleague asks you to pay for the community plan',
      text: expect.stringContaining('/community/payment?tariff=year'),
    });
    expect(mail?.text).toContain('Marek Member');
    const own = await call('/api/community/tariffs/month/payment-link', { method: 'POST', token: owner.token });
    expect(own.json().data).toMatchObject({ mailed_to_owner: false });
    expect(await paymentMails()).toHaveLength(1);
    expect((await call('/api/community/tariffs/month/payment-link', { method: 'POST' })).statusCode).toBe(401);
    // Each ask mails the owner: a member asks a few times an hour.
    for (let n = 1; n < RATE_LIMITS.communityPaymentLinkPerUser.limit; n += 1)
      expect(
        (await call('/api/community/tariffs/year/payment-link', { method: 'POST', token: colleague.token })).statusCode,
      ).toBe(200);
    const flood = await call('/api/community/tariffs/year/payment-link', { method: 'POST', token: colleague.token });
    expect(flood.statusCode).toBe(429);
    expect(await paymentMails()).toHaveLength(RATE_LIMITS.communityPaymentLinkPerUser.limit);
  });

  it('prices the plan in the promo check while the flag is on, and not at all while it is off', async () => {
    const check = { code: 'NOPE-1', product: 'community_plan', period: 'year' };
    const on = await call('/api/promo-code/check', {
      method: 'POST',
      token: (await companyWithTeam('Promo On Works')).owner.token,
      payload: check,
    });
    expect(on.statusCode).toBe(422);
    expect(on.json().code).toBe('PROMO_CODE_INVALID');
    const offAnswer = await offKit.call('/api/promo-code/check', {
      method: 'POST',
      token: (await offKit.companyWithTeam('Promo Off Works')).owner.token,
      payload: check,
    });
    expect(offAnswer.statusCode).toBe(404);
    expect(offAnswer.json().code).toBe('PRODUCT_NOT_OFFERED');
  });

  it('refuses bad input field by field with a 4xx', async () => {
    const { owner } = await companyWithTeam('Bad Input Works');
    const query = async (q: string) => call(`/api/community/search?${q}`, { token: owner.token, locale: 'pl' });
    for (const [q, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['seniority=wizard', 'seniority'],
      ['country_id=-3', 'country_id'],
      ['country_id=99999999999', 'country_id'],
      [`q=${'x'.repeat(COMMUNITY.queryMax + 1)}`, 'q'],
      [Array.from({ length: COMMUNITY.skillsMax + 1 }, (_, n) => `skills=s${n}`).join('&'), 'skills'],
    ]) {
      const answer = await query(q as string);
      expect(answer.statusCode, q).toBe(422);
      expect(answer.json().code, q).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.json().errors), q).toEqual([field]);
    }
    for (const url of ['/api/community/0', '/api/community/abc']) {
      const answer = await call(url, { token: owner.token });
      expect(answer.statusCode, url).toBe(422);
      expect(Object.keys(answer.json().errors), url).toEqual(['id']);
    }
    const demoPay = await call('/api/community/tariffs/demo/pay', { method: 'POST', token: owner.token, payload: {} });
    expect(demoPay.statusCode).toBe(422);
    expect(Object.keys(demoPay.json().errors)).toEqual(['id']);
    const badPromo = await call('/api/community/tariffs/month/pay', {
      method: 'POST',
      token: owner.token,
      payload: { promo_code: 'no spaces!' },
    });
    expect(badPromo.statusCode).toBe(422);
    expect(Object.keys(badPromo.json().errors)).toEqual(['promo_code']);
    const unknownPromo = await call('/api/community/tariffs/month/pay', {
      method: 'POST',
      token: owner.token,
      payload: { promo_code: 'NOPE-123' },
    });
    expect(unknownPromo.statusCode).toBe(422);
    expect(unknownPromo.json().code).toBe('PROMO_CODE_INVALID');
    const notFound = await call('/api/community/2147483647', { token: owner.token });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().code).toBe('COMMUNITY_MEMBER_NOT_FOUND');

    const candidate = await member();
    const badSwitch = await call('/api/me/community', {
      method: 'PUT',
      token: candidate.token,
      payload: { joined: 'yes' },
    });
    expect(badSwitch.statusCode).toBe(422);
    expect(Object.keys(badSwitch.json().errors)).toEqual(['joined']);
  });

  it('pays a month plan through the provider, opens members for its opens, re-opens for free, and refills on renewal', async () => {
    const { owner, member: colleague, company } = await companyWithTeam('Month Plan Works');
    const renewals = await onTestClock(company.id, owner.user.id);
    const first = await member({}, 'Rust');
    const second = await member({}, 'Rust');

    const started = await call('/api/community/tariffs/month/pay', { method: 'POST', token: owner.token, payload: {} });
    expect(started.statusCode).toBe(201);
    const session = started.json().data;
    expect(session.order).toMatchObject({
      product: 'community_plan',
      tariff: 'month',
      period: 'month',
      pay_status: 'WaitingForPay',
      amount: { amount: BILLING.community.month.priceMinor, currency: 'USD' },
    });
    // The browser's word is nothing: until the provider says so, there is no plan.
    expect(await planOf(colleague.token)).toMatchObject({ plan: null, pending_order: { id: session.order.id } });
    expect((await open(colleague.token, first.candidateId)).statusCode).toBe(402);

    const profileOf = async (token: string) => (await call('/api/profile', { token })).json().data;
    expect((await profileOf(colleague.token)).employer.community).toBe(false);
    expect((await pay(session.client_secret)).status).toBe(200);
    // The profile tells the whole team the company pays for the community.
    expect((await profileOf(colleague.token)).employer.community).toBe(true);
    // The app's test clock stood still while the provider's ran: it reads the provider's time from here on.
    t.clock.set(new Date());
    const live = await planOf(colleague.token);
    expect(live).toMatchObject({ plan: 'month', status: 'active', opens_left: 30, pending_order: null });
    expect(new Date(live.period_end).getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);

    const before = (await call(`/api/community/${first.candidateId}`, { token: colleague.token })).json().data;
    expect(before).toMatchObject({ opened: false, name: null, contacts: null, skills: ['Rust'] });
    expectAnonymous(before);

    const opened = await open(colleague.token, first.candidateId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      id: first.candidateId,
      opened: true,
      name: expect.stringContaining('Bartholomew Quillfeather'),
      contacts: { email: 'quillfeather@example.org', phone: expect.stringContaining('600100200') },
    });
    expect((await planOf(owner.token)).opens_left).toBe(29);
    // Opening again, by anyone of the team, is free.
    expect((await open(owner.token, first.candidateId)).statusCode).toBe(200);
    expect((await planOf(owner.token)).opens_left).toBe(29);
    // The candidate sees the company in their "opened to" list, with where it came from.
    const openings = (await call('/api/open-profile', { token: first.token })).json().data.list;
    expect(openings).toEqual([
      expect.objectContaining({ company: expect.objectContaining({ id: company.id }), source: 'community' }),
    ]);

    // The search shows the opened one with its name, the other anonymous.
    const page = (await call('/api/community/search?skills=rust', { token: colleague.token })).json().data;
    const byId = new Map(page.list.map((m: { id: number }) => [m.id, m]));
    expect(byId.get(first.candidateId)).toMatchObject({ opened: true });
    expect(byId.get(second.candidateId)).toMatchObject({ opened: false, name: null, contacts: null });
    expectAnonymous(byId.get(second.candidateId));

    const again = await call('/api/community/tariffs/year/pay', { method: 'POST', token: owner.token, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('COMMUNITY_PLAN_ACTIVE');
    const demo = await call('/api/community/tariffs/demo', { method: 'POST', token: owner.token });
    expect(demo.statusCode).toBe(409);
    expect(demo.json().code).toBe('COMMUNITY_PLAN_ACTIVE');

    // The provider renews the plan a month on: the opens are refilled.
    await renewals.advanceDays(32);
    expect(await planOf(owner.token)).toMatchObject({ plan: 'month', status: 'active', opens_left: 30 });

    // The owner stops the renewal: the plan lasts to its period's end.
    const stopped = await call('/api/community/tariffs/unsubscribe', { method: 'POST', token: owner.token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ plan: 'month', cancel_at_period_end: true });
  });

  it('gives the demo once, and answers 409 once its opens are spent', async () => {
    const { owner, member: colleague } = await companyWithTeam('Demo Works');
    const members = [await member(), await member(), await member(), await member()];
    const demoAnswer = await call('/api/community/tariffs/demo', { method: 'POST', token: owner.token });
    expect(demoAnswer.statusCode).toBe(201);
    expect(demoAnswer.json().data).toMatchObject({
      plan: 'demo',
      opens_left: BILLING.community.demo.opens,
      demo_used: true,
    });
    const period = new Date(demoAnswer.json().data.period_end).getTime() - Date.now();
    expect(period).toBeGreaterThan(6.9 * 86_400_000);
    expect(period).toBeLessThanOrEqual(7 * 86_400_000);
    const twice = await call('/api/community/tariffs/demo', { method: 'POST', token: owner.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('COMMUNITY_DEMO_USED');

    for (const opened of members.slice(0, 3))
      expect((await open(colleague.token, opened.candidateId)).statusCode).toBe(200);
    const spent = await call(`/api/community/${members[3]!.candidateId}/open`, {
      method: 'POST',
      token: colleague.token,
      locale: 'uk',
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({
      code: 'COMMUNITY_NO_OPENS_LEFT',
      message: 'У цьому періоді у вашого тарифу не залишилося відкриттів. Вони поповняться під час продовження тарифу.',
    });
    expectAnonymous((await call(`/api/community/${members[3]!.candidateId}`, { token: colleague.token })).json());
    // Re-opening one already opened stays free with no opens left.
    expect((await open(owner.token, members[0]!.candidateId)).statusCode).toBe(200);
    expect((await planOf(owner.token)).opens_left).toBe(0);
  });

  it('never lists nor opens a candidate who is not in it, left it, is not approved, hid from the company, or closed to it', async () => {
    const { owner, company } = await companyWithTeam('Consent Works');
    await call('/api/community/tariffs/demo', { method: 'POST', token: owner.token });
    const term = 'Zebrafish';
    const outsider = await approvedCandidate(t, refs, { desired_position: `${term} outsider` });
    const leaver = await member({ desired_position: `${term} leaver` });
    const hider = await member({ desired_position: `${term} hider` });
    const pending = await member({ desired_position: `${term} pending` });
    const closer = await member({ desired_position: `${term} closer` });
    const stayer = await member({ desired_position: `${term} stayer` });

    expect((await open(owner.token, closer.candidateId)).statusCode).toBe(200);
    const left = await call('/api/me/community', { method: 'PUT', token: leaver.token, payload: { joined: false } });
    expect(left.json().data).toMatchObject({ joined: false, joined_at: null });
    const hidden = await call('/api/me/candidate/hidden-companies', {
      method: 'POST',
      token: hider.token,
      payload: { company_id: company.id },
    });
    expect(hidden.statusCode).toBe(201);
    await setCandidateModeration(t.database.db, pending.candidateId, 'pending');
    const closed = await call(`/api/open-profile/${company.id}`, { method: 'DELETE', token: closer.token });
    expect(closed.statusCode).toBe(200);

    expect(await searchIds(owner.token, `?q=${term}`)).toEqual([stayer.candidateId]);
    for (const gone of [outsider, leaver, hider, pending, closer]) {
      const card = await call(`/api/community/${gone.candidateId}`, { token: owner.token });
      expect(card.statusCode).toBe(404);
      expect(card.json().code).toBe('COMMUNITY_MEMBER_NOT_FOUND');
      const opened = await open(owner.token, gone.candidateId);
      expect(opened.statusCode).toBe(404);
      expect(opened.json().code).toBe('COMMUNITY_MEMBER_NOT_FOUND');
    }
    // Another company still finds the one who hid from this company only.
    const other = await companyWithTeam('Other Consent Works');
    expect(await searchIds(other.owner.token, `?q=${term}`)).toEqual(
      expect.arrayContaining([hider.candidateId, closer.candidateId, stayer.candidateId]),
    );
    // A profile waiting for moderation cannot join.
    const worker = await approvedCandidate(t, refs);
    await setCandidateModeration(t.database.db, worker.candidateId, 'pending');
    const refused = await call('/api/me/community', { method: 'PUT', token: worker.token, payload: { joined: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COMMUNITY_PROFILE_NOT_APPROVED');
    expect((await call('/api/me/community', { token: worker.token })).json().data).toEqual({
      joined: false,
      joined_at: null,
      can_join: false,
    });
  });

  it('filters by text, skills, seniority and country', async () => {
    const { owner } = await companyWithTeam('Filter Works');
    const junior = await member({ desired_position: 'Quokka tester', seniority: 'junior' }, 'Quokkascript');
    const senior = await member({ desired_position: 'Quokka architect', seniority: 'senior' }, 'Quokkascript');
    expect(await searchIds(owner.token, '?q=quokka')).toEqual([senior.candidateId, junior.candidateId]);
    expect(await searchIds(owner.token, '?q=quokkascri')).toEqual([senior.candidateId, junior.candidateId]);
    expect(await searchIds(owner.token, '?q=quokka&seniority=junior')).toEqual([junior.candidateId]);
    expect(await searchIds(owner.token, '?skills=QUOKKASCRIPT&skills=Kubernetes')).toEqual([]);
    expect(await searchIds(owner.token, '?skills=QUOKKASCRIPT&seniority=senior')).toEqual([senior.candidateId]);
    expect(await searchIds(owner.token, `?q=quokka&country_id=${refs.countryId}`)).toHaveLength(2);
    const page = (await call('/api/community/search?q=quokka', { token: owner.token })).json().data;
    expect(page).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(page.list[0]).toMatchObject({
      desired_position: 'Quokka architect',
      seniority: 'senior',
      experience: '5y+',
      english_level: 'upper_intermediate',
      country: { id: refs.countryId, name: expect.any(String) },
      skills: ['Quokkascript'],
    });
  });
});

describe('anonymity in the community directory', () => {
  it('never answers a name, e-mail or phone of a member the company did not open, in search or card', async () => {
    const { owner, member: colleague } = await companyWithTeam('Anonymity Works');
    const secret = await member({
      name: 'Wilhelmina Zanzibarovna',
      desired_position: 'Anonymity probe',
      contacts: { email: 'zanzibarovna@example.net', phone: '+48 611 222 333' },
    });
    const secrets = ['Zanzibarovna', 'zanzibarovna@example.net', '611222333', '611 222 333', secret.account.email];
    const expectNoSecret = (text: string, where: string) => {
      for (const value of secrets) expect(text.toLowerCase(), where).not.toContain(value.toLowerCase());
    };
    await call('/api/community/tariffs/demo', { method: 'POST', token: owner.token });
    const other = await member({ desired_position: 'Anonymity decoy' });
    expect((await open(colleague.token, other.candidateId)).statusCode).toBe(200);
    for (const token of [owner.token, colleague.token]) {
      for (const url of [
        '/api/community/search',
        '/api/community/search?q=Anonymity',
        '/api/community/search?q=Zanzibarovna',
        `/api/community/${secret.candidateId}`,
        `/api/community/${other.candidateId}`,
        '/api/community/tariffs',
      ]) {
        const answer = await call(url, { token });
        expect(answer.statusCode, url).toBe(200);
        expectNoSecret(answer.body, url);
      }
    }
    // Searching by the hidden name finds nothing: names are not searched.
    expect(await searchIds(owner.token, '?q=Zanzibarovna')).toEqual([]);
  });
});
