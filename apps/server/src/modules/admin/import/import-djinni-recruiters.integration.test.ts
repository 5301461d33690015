import { admin, type TRecruiterImportReport } from '@hushwork/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, lastMailTo, mailsTo, newIp } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { adminKit } from '../admin-test-kit.ts';
import { importForm } from './lib/import-form.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t, 'admin')).token;
});
const { api, call } = testClient(() => t.app, { addressPerRequest: true });
const kit = adminKit(() => t);

const HEADER = 'email,name,position,locale,company_name,company_website,company_size,company_description';

/** A CSV of the format with a unique suffix in every address and name, so tests do not meet each other's rows. */
const csvOf = (...lines: string[]) => `${HEADER}\n${lines.join('\n')}\n`;

type Sent = { token?: string | null; locale?: string; dryRun?: string | null; name?: string };
function send(text: string | Buffer | null, { token = adminToken, locale = 'en', dryRun = 'true', name }: Sent = {}) {
  const form = importForm(
    text === null ? null : { bytes: text, ...(name ? { name } : {}) },
    dryRun === null ? {} : { dry_run: dryRun },
  );
  return t.app.inject({
    method: 'POST',
    url: admin.importDjinniRecruiters.path,
    payload: form.payload,
    headers: { ...form.headers, ...(token ? bearer(token) : {}), 'accept-language': locale },
    remoteAddress: newIp(),
  });
}
async function report(text: string, options: Sent = {}): Promise<TRecruiterImportReport> {
  const response = await send(text, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const dryRun = (text: string, options: Sent = {}) => report(text, { ...options, dryRun: 'true' });
const realRun = (text: string, options: Sent = {}) => report(text, { ...options, dryRun: 'false' });

const statuses = (answer: TRecruiterImportReport) => answer.rows.map((row) => row.status);
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: newIp() });
const usersNamed = async (q: string) =>
  (await api(admin.listAdminUsers, { token: adminToken, query: { q } })).data.list;
const companiesNamed = async (q: string) =>
  (await api(admin.listAdminCompanies, { token: adminToken, query: { q } })).data.list;

describe('importing recruiters from a Djinni file', () => {
  let firstDryRun: TRecruiterImportReport;
  const file = csvOf(
    'anna.koval@acme-import.test,Anna Koval,HR lead,uk,Acme Import,https://www.acme-import.test,11-50,We build shops',
    'petro.ivanov@acme-import.test,Petro Ivanov,Recruiter,,Acme Import,acme-import.test,,',
    'olena.shevchenko@beta-import.test,Olena Shevchenko,,,Beta Import,,,',
  );

  it('answers a dry run that changes nothing and writes no audit entry', async () => {
    const answer = await dryRun(file, { name: 'djinni.csv' });
    firstDryRun = answer;
    expect(answer).toEqual({
      dry_run: true,
      file_name: 'djinni.csv',
      format: 'csv',
      totals: { rows: 3, created: 3, updated: 0, unchanged: 0, refused: 0 },
      rows: [
        {
          row: 1,
          email: 'anna.koval@acme-import.test',
          name: 'Anna Koval',
          company: 'Acme Import',
          status: 'created',
          created: ['account', 'company', 'team_membership'],
          changed: [],
          reasons: [],
        },
        {
          row: 2,
          email: 'petro.ivanov@acme-import.test',
          name: 'Petro Ivanov',
          company: 'Acme Import',
          status: 'created',
          created: ['account', 'team_membership'],
          changed: [],
          reasons: [],
        },
        {
          row: 3,
          email: 'olena.shevchenko@beta-import.test',
          name: 'Olena Shevchenko',
          company: 'Beta Import',
          status: 'created',
          created: ['account', 'company', 'team_membership'],
          changed: [],
          reasons: [],
        },
      ],
    });
    expect(await usersNamed('import.test')).toEqual([]);
    expect(await companiesNamed('Import')).toEqual([]);
    expect((await forgot('anna.koval@acme-import.test')).statusCode).toBe(404);
    const audit = await api(admin.listAuditLog, { token: adminToken, query: { action: 'import.djinni_recruiter' } });
    expect(audit.data.list).toEqual([]);
  });

  it('creates what the dry run said, mails nobody, audits the run, and the second run changes nothing', async () => {
    const answer = await realRun(file, { name: 'djinni.csv' });
    // The dry run of the same file before the import said what the import did, row for row.
    expect(answer).toEqual({ ...firstDryRun, dry_run: false });
    const dry = await dryRun(file);
    expect(dry.totals).toEqual({ rows: 3, created: 0, updated: 0, unchanged: 3, refused: 0 });

    const users = await usersNamed('import.test');
    expect(
      users.map(({ email, role, status, is_email_verified }) => ({ email, role, status, is_email_verified })),
    ).toEqual(
      expect.arrayContaining([
        { email: 'anna.koval@acme-import.test', role: 'company', status: 'active', is_email_verified: false },
        { email: 'petro.ivanov@acme-import.test', role: 'company', status: 'active', is_email_verified: false },
        { email: 'olena.shevchenko@beta-import.test', role: 'company', status: 'active', is_email_verified: false },
      ]),
    );
    const companies = await companiesNamed('Import');
    expect(
      companies
        .map(({ name, moderation_status }) => ({ name, moderation_status }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Acme Import', moderation_status: 'pending' },
      { name: 'Beta Import', moderation_status: 'pending' },
    ]);
    for (const email of ['anna.koval@acme-import.test', 'petro.ivanov@acme-import.test']) {
      expect(await mailsTo(t.database, email)).toEqual([]);
    }
    // Nobody can sign in to an imported account before claiming it.
    const login = await call('/api/auth/login', {
      method: 'POST',
      payload: { email: 'anna.koval@acme-import.test', password: 'anything-at-all-1' },
    });
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const audit = await api(admin.listAuditLog, { token: adminToken, query: { action: 'import.djinni_recruiter' } });
    expect(audit.data.list).toEqual([
      expect.objectContaining({
        action: 'import.djinni_recruiter',
        target_type: 'import',
        after: { file_name: 'djinni.csv', format: 'csv', rows: 3, created: 3, updated: 0, unchanged: 0, refused: 0 },
      }),
    ]);

    const again = await realRun(file);
    expect(statuses(again)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(again.rows.every((row) => row.created.length === 0 && row.changed.length === 0)).toBe(true);
    expect(await companiesNamed('Import')).toHaveLength(2);
  });

  it('updates what changed for an unclaimed recruiter, then leaves it', async () => {
    const changed = csvOf(
      'anna.koval@acme-import.test,Anna Koval-Bondar,Head of HR,uk,Acme Import Group,https://www.acme-import.test,51-200,We build shops',
    );
    const dry = await dryRun(changed);
    const answer = await realRun(changed);
    expect(answer.rows).toEqual(dry.rows);
    expect(answer.rows[0]).toMatchObject({
      status: 'updated',
      created: [],
      changed: ['name', 'position', 'company_name', 'company_size'],
    });
    expect((await companiesNamed('Acme Import Group')).map((company) => company.name)).toEqual(['Acme Import Group']);
    expect(statuses(await realRun(changed))).toEqual(['unchanged']);
  });

  it('refuses rows with a reason per field, in the admin’s language, and imports the rest', async () => {
    const { owner } = await kit.companyWithTeam('Claimed Import Co');
    await kit.companyWithTeam('Twin Import');
    await kit.companyWithTeam('Twin Import');
    const worker = await signIn(t, 'worker');
    const text = csvOf(
      'not-an-address,Ivan Franko,,,Gamma Import,,,',
      'ivan@gamma-import.test,Ivan Franko,,,Gamma Import,,huge,',
      'ivan@gamma-import.test,Ivan Franko,,,Gamma Import,,,',
      'ivan@gamma-import.test,Ivan Franko,,,Gamma Import,,,',
      `${worker.account.email},Worker Person,,,Delta Import,,,`,
      'newcomer@claimed-import.test,Nina Newcomer,,,Claimed Import Co,,,',
      'twin@twin-import.test,Taras Twin,,,Twin Import,,,',
      `${owner.account.email},Olga Owner,,,Epsilon Import,,,`,
    );
    const answer = await realRun(text, { locale: 'uk' });
    expect(answer.rows.map(({ row, status, reasons }) => ({ row, status, reasons }))).toEqual([
      {
        row: 1,
        status: 'refused',
        reasons: [{ field: 'email', code: 'FIELD_INVALID', message: 'Введіть коректну адресу електронної пошти' }],
      },
      {
        row: 2,
        status: 'refused',
        reasons: [{ field: 'company_size', code: 'FIELD_INVALID', message: expect.any(String) }],
      },
      { row: 3, status: 'created', reasons: [] },
      {
        row: 4,
        status: 'refused',
        reasons: [{ field: 'email', code: 'DUPLICATE_EMAIL', message: 'Цей e-mail уже є в одному з рядків вище.' }],
      },
      { row: 5, status: 'refused', reasons: [expect.objectContaining({ field: 'email', code: 'EMAIL_NOT_EMPLOYER' })] },
      {
        row: 6,
        status: 'refused',
        reasons: [expect.objectContaining({ field: 'company_name', code: 'COMPANY_CLAIMED' })],
      },
      {
        row: 7,
        status: 'refused',
        reasons: [expect.objectContaining({ field: 'company_name', code: 'COMPANY_AMBIGUOUS' })],
      },
      {
        row: 8,
        status: 'refused',
        reasons: [expect.objectContaining({ field: 'email', code: 'EMPLOYER_IN_OTHER_COMPANY' })],
      },
    ]);
    // A refused row leaves nothing behind, not even the account its first step would have made.
    expect(await usersNamed('newcomer@claimed-import.test')).toEqual([]);
    expect(await usersNamed('twin@twin-import.test')).toEqual([]);
    expect(await companiesNamed('Epsilon Import')).toEqual([]);
    expect(await companiesNamed('Gamma Import')).toHaveLength(1);
  });

  it('reads the same rows from a JSON file', async () => {
    const json = JSON.stringify({
      recruiters: [{ email: 'json@zeta-import.test', name: 'Zoryana Json', company: 'Zeta Import', size: '1-10' }],
    });
    const answer = await realRun(json, { name: 'djinni.json' });
    expect(answer).toMatchObject({ format: 'json', file_name: 'djinni.json', totals: { created: 1 } });
  });
});

describe('claiming an imported account', () => {
  it('works through forgot password, which sets a password and confirms the address; the import then leaves it be', async () => {
    const email = 'claim.me@claim-import.test';
    const row = `${email},Kateryna Claim,Recruiter,pl,Claim Import,claim-import.test,,`;
    await realRun(csvOf(row));
    expect(await mailsTo(t.database, email)).toEqual([]);

    expect((await forgot(email)).statusCode).toBe(200);
    const mail = await lastMailTo(t.database, email);
    expect(mail).toMatchObject({ kind: 'reset_password', locale: 'pl' });
    const password = 'claimed-Account-42';
    const reset = await call('/api/reset-password', {
      method: 'POST',
      payload: { token: mail.token, password, sameAsPassword: password },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await call('/api/auth/login', { method: 'POST', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const profile = (await call('/api/profile', { token })).json().data;
    expect(profile).toMatchObject({ email, email_verification: true, employer: expect.objectContaining({}) });
    const [user] = await usersNamed(email);
    expect(user).toMatchObject({ is_email_verified: true });

    // Claimed: the same row is still unchanged, but a changed one no longer overwrites what the owner keeps.
    expect(statuses(await realRun(csvOf(row)))).toEqual(['unchanged']);
    const renamed = await realRun(csvOf(`${email},Kateryna Renamed,Recruiter,pl,Claim Import,claim-import.test,,`));
    expect(renamed.rows[0]).toMatchObject({
      status: 'refused',
      reasons: [expect.objectContaining({ field: 'email', code: 'ACCOUNT_CLAIMED' })],
    });
    const newcomer = await realRun(csvOf('second@claim-import.test,Second Person,,,Claim Import,claim-import.test,,'));
    expect(newcomer.rows[0]).toMatchObject({
      status: 'refused',
      reasons: [expect.objectContaining({ field: 'company_name', code: 'COMPANY_CLAIMED' })],
    });
  });
});

describe('refusing a whole file with a clear 4xx', () => {
  it.each([
    ['a spreadsheet’s binary', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xfe]), 'IMPORT_FILE_NOT_TEXT'],
    ['a CSV without the required columns', 'mail,position\na@b.test,HR\n', 'IMPORT_COLUMNS_MISSING'],
    ['a broken quote', `${HEADER}\n"a@b.test,Anna,,,Acme,,,\n`, 'IMPORT_FILE_MALFORMED'],
    ['broken JSON', '[{"email": "a@b.test",', 'IMPORT_FILE_MALFORMED'],
    ['a header alone', `${HEADER}\n`, 'IMPORT_FILE_EMPTY'],
  ])('%s', async (_, text, code) => {
    const response = await send(text);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code, message: expect.any(String) });
    expect(response.json().message).not.toMatch(/IMPORT_|errors:/);
  });

  it('names the missing columns in the message', async () => {
    const response = await send('mail,position\na@b.test,HR\n', { locale: 'de' });
    expect(response.json().message).toBe(
      'Der Datei fehlen die Spalten name, company_name. Ihre erste Zeile muss die Spalten benennen.',
    );
  });

  it('asks for the file and for dry_run on their fields', async () => {
    const noFile = await send(null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [expect.any(String)] });
    const noFlag = await send(csvOf('a@b.test,Anna Koval,,,Acme,,,'), { dryRun: null });
    expect(noFlag.statusCode).toBe(422);
    expect(Object.keys(noFlag.json().errors)).toEqual(['dry_run']);
    const odd = await send(csvOf('a@b.test,Anna Koval,,,Acme,,,'), { dryRun: 'yes' });
    expect(odd.statusCode).toBe(422);
  });

  it('answers 413 past the size limit and 415 to a JSON body', async () => {
    const big = `${HEADER}\n${'x'.repeat(3 * 1024 * 1024)}\n`;
    expect((await send(big)).statusCode).toBe(413);
    const json = await call(admin.importDjinniRecruiters.path, {
      method: 'POST',
      token: adminToken,
      payload: { dry_run: 'true' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('who may import', () => {
  it('answers a guest 401 and every role but admin 403, before reading the file', async () => {
    const text = csvOf('who@who-import.test,Who Ever,,,Who Import,,,');
    const { owner, member } = await kit.companyWithTeam('Who May Import Co');
    const worker = await signIn(t, 'worker');
    const answers = {
      guest: (await send(text, { token: null })).statusCode,
      worker: (await send(text, { token: worker.token })).statusCode,
      'company member': (await send(text, { token: member.token })).statusCode,
      'company owner': (await send(text, { token: owner.token })).statusCode,
      admin: (await send(text)).statusCode,
    };
    expect(answers).toEqual({ guest: 401, worker: 403, 'company member': 403, 'company owner': 403, admin: 200 });
  });
});
