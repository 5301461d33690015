import { resources } from '@hushwork/contract/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { type BillingTestApp, billingKit, createBillingTestApp } from '../billing-test-kit.ts';
import { ensurePdfToText, pdfTextOf } from './invoice-test-kit.ts';

const SELLER = { name: 'Hushwork Test Seller OÜ', address: 'Narva mnt 5, 10117 Tallinn', vat_id: 'EE123456789' };

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({
    COMPANY_PREMIUM: '1',
    INVOICE_SELLER_NAME: SELLER.name,
    INVOICE_SELLER_ADDRESS: SELLER.address,
    INVOICE_SELLER_VAT_ID: SELLER.vat_id,
  });
  ensurePdfToText();
});
const { call, companyWithTeam, pay } = billingKit(() => t);

const invoiceOf = (orderId: number, token?: string, locale?: string) =>
  call(`/api/me/orders/${orderId}/invoice`, { ...(token ? { token } : {}), ...(locale ? { locale } : {}) });

/** The invoice's text, as `pdftotext` reads it. */
const textOf = (pdf: Buffer) => pdfTextOf(pdf);

/** Starts a payment as the owner; `paid` pays it in the card form and waits for the provider's webhooks. */
async function buy(token: string, what: 'premium' | 'tariff', { paid = true } = {}) {
  const started =
    what === 'premium'
      ? await call('/api/company/premium/pay', { method: 'POST', token, payload: { period: 'year' } })
      : await call('/api/me/subscriptions', { method: 'POST', token, payload: { tariff: 'scale', period: 'year' } });
  expect(started.statusCode).toBe(201);
  const session = started.json().data;
  if (paid) expect((await pay(session.client_secret)).status).toBe(200);
  const order = (await call(`/api/me/orders/${session.order.id}`, { token })).json().data;
  return order as { id: number; invoice_number: string | null; pay_status: string };
}

const putDetails = (token: string, payload: object) =>
  call('/api/me/billing-details', { method: 'PUT', token, payload });

describe('invoices', () => {
  it('issues none before the provider confirms the payment', async () => {
    const { owner } = await companyWithTeam('Unpaid Works');
    const order = await buy(owner.token, 'premium', { paid: false });
    expect(order).toMatchObject({ pay_status: 'WaitingForPay', invoice_number: null });
    const refused = await invoiceOf(order.id, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_PAID', message: resources.en.errors.ORDER_NOT_PAID });
    expect((await invoiceOf(2_000_000_000, owner.token)).json().code).toBe('ORDER_NOT_FOUND');
  });

  it('gives the team a PDF naming the buyer as the owner set it before paying, the seller, the product and the amount', async () => {
    const { owner, member } = await companyWithTeam('Premium Works');
    const saved = await putDetails(owner.token, {
      legal_name: 'Premium Works Sp. z o.o.',
      address: 'ul. Długa 1\n00-001 Warszawa',
      vat_id: ' pl 123-456-78-90 ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ vat_id: 'PL1234567890' });
    const order = await buy(owner.token, 'premium');
    expect(order.invoice_number).toMatch(/^HW-\d{4}-\d{6}$/);

    const answer = await invoiceOf(order.id, member.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${order.invoice_number}.pdf"`,
      'cache-control': 'private, no-store',
    });
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Details changed after the order was made do not change its invoice.
    await putDetails(owner.token, { legal_name: 'Renamed Later Ltd' });
    const again = await invoiceOf(order.id, owner.token);
    const text = await textOf(again.rawPayload);
    const words = resources.en.Billing;
    for (const expected of [
      `${words.invoice.title} ${order.invoice_number}`,
      'Premium Works Sp. z o.o.',
      'ul. Długa 1 00-001 Warszawa',
      `${words.invoice.vatId}: PL1234567890`,
      SELLER.name,
      `${words.invoice.vatId}: ${SELLER.vat_id}`,
      `${words.product.company_premium} · ${words.every.year}`,
      '$228',
      words.invoice.vatNotCharged,
      owner.account.email,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Renamed Later Ltd');
  });

  it('speaks the reader’s language: a Ukrainian reader’s invoice has Ukrainian words, Cyrillic read back intact', async () => {
    const { owner } = await companyWithTeam('Kyiv Works');
    await putDetails(owner.token, { legal_name: 'ТОВ «Тиха праця»', address: 'вул. Хрещатик, 1, Київ' });
    const order = await buy(owner.token, 'tariff');
    const answer = await invoiceOf(order.id, owner.token, 'uk');
    expect(answer.statusCode).toBe(200);
    const text = await textOf(answer.rawPayload);
    const words = resources.uk.Billing;
    for (const expected of [
      `${words.invoice.title} ${order.invoice_number}`,
      words.invoice.seller,
      words.invoice.buyer,
      words.invoice.total,
      words.invoice.vatNotCharged,
      'ТОВ «Тиха праця»',
      'вул. Хрещатик, 1, Київ',
      `${words.product.employer_tariff.replace('{{tariff}}', words.tariff.scale)} · ${words.every.year}`,
      // $2,490 a year, its thousands grouped by a space as every language shows them.
      '2 490 $',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(resources.en.Billing.invoice.buyer);
  });

  it('speaks the page’s language when the link names it, whatever the browser’s accept-language', async () => {
    const { owner } = await companyWithTeam('Berlin Works');
    const order = await buy(owner.token, 'premium');
    const answer = await call(`/api/me/orders/${order.id}/invoice?locale=de`, { token: owner.token, locale: 'en' });
    expect(answer.statusCode).toBe(200);
    const text = await textOf(answer.rawPayload);
    expect(text).toContain(`${resources.de.Billing.invoice.title} ${order.invoice_number}`);
    expect(text).not.toContain(resources.en.Billing.invoice.buyer);
    const wrong = await call(`/api/me/orders/${order.id}/invoice?locale=xx`, { token: owner.token });
    expect(wrong.statusCode).toBe(422);
  });

  it('is its payer’s only: another company gets 404, a job seeker 404, an admin 403, a guest 401', async () => {
    const { owner } = await companyWithTeam('Private Works');
    const order = await buy(owner.token, 'premium');
    const other = await companyWithTeam('Nosy Works');
    const notTheirs = await invoiceOf(order.id, other.member.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('ORDER_NOT_FOUND');
    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    expect((await invoiceOf(order.id, worker.token)).json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const admin = await signIn(t, 'admin');
    const refused = await invoiceOf(order.id, admin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await invoiceOf(order.id)).statusCode).toBe(401);
  });
});

describe('billing details', () => {
  it('are the owner’s to set and the team’s to read; until set, invoices name the company', async () => {
    const { owner, member } = await companyWithTeam('Detail Works');
    const before = await call('/api/me/billing-details', { token: member.token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ legal_name: 'Detail Works', address: '', vat_id: '', updated_at: null });

    const saved = await putDetails(owner.token, {
      legal_name: '  Detail Works GmbH ',
      address: 'Unter den Linden 1\n10117 Berlin',
      vat_id: 'de123456789',
    });
    expect(saved.statusCode).toBe(200);
    const details = {
      legal_name: 'Detail Works GmbH',
      address: 'Unter den Linden 1\n10117 Berlin',
      vat_id: 'DE123456789',
      updated_at: expect.any(String),
    };
    expect(saved.json().data).toEqual(details);
    expect((await call('/api/me/billing-details', { token: member.token })).json().data).toEqual(details);

    const byMember = await putDetails(member.token, { legal_name: 'Member Ltd' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({ code: 'OWNER_ONLY', message: resources.en.errors.OWNER_ONLY });
  });

  it('refuses a VAT number that is not one, an empty legal name, job seekers and guests', async () => {
    const { owner } = await companyWithTeam('Careless Works');
    const badVat = await putDetails(owner.token, { legal_name: 'Careless Works', vat_id: '12-34' });
    expect(badVat.statusCode).toBe(422);
    expect(badVat.json().errors).toEqual({ vat_id: [resources.en.validation.vatId] });
    const inGerman = await call('/api/me/billing-details', {
      method: 'PUT',
      token: owner.token,
      payload: { legal_name: ' ', vat_id: 'x' },
      locale: 'de',
    });
    expect(inGerman.json().errors).toEqual({
      legal_name: [resources.de.validation.required],
      vat_id: [resources.de.validation.vatId],
    });

    const worker = await registerFromNewIp(t.app, { role_id: 1 });
    for (const method of ['GET', 'PUT'] as const) {
      const refused = await call('/api/me/billing-details', {
        method,
        token: worker.token,
        ...(method === 'PUT' ? { payload: { legal_name: 'Me' } } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('COMPANY_REQUIRED');
    }
    expect((await call('/api/me/billing-details')).statusCode).toBe(401);
  });
});
