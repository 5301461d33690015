import { beforeAll, describe, expect, it } from 'vitest';
import { profileOf, registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { joinTeam } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { setCompanyModeration } from '../company.factory.ts';

let t: TestApp;
let cityId: number;
let specializationId: number;
let technologyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const cities = await t.app.inject({ url: '/api/cities?search=Krak', headers: { 'accept-language': 'pl' } });
  cityId = cities.json().data.list[0].id;
  const specs = await t.app.inject({ url: '/api/specializations?type_id=2' });
  specializationId = specs.json().data.list[0].id;
  const keywords = await t.app.inject({ url: '/api/keywords' });
  technologyId = keywords.json().data.list[0].id;
});

const { call } = testClient(() => t.app);
const companyAccount = () => register(t.app, { role_id: 2, name: 'Marta Owner' });
const wizard = (overrides: object = {}) => ({
  name: 'Łódź Soft',
  description: 'We build payment systems.',
  size: '11-50',
  site: 'https://lodzsoft.example',
  office_city_ids: [cityId],
  specialization_ids: [specializationId],
  technology_ids: [technologyId],
  ...overrides,
});
async function ownerWithCompany(overrides: object = {}) {
  const owner = await companyAccount();
  const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: wizard(overrides) });
  expect(created.statusCode).toBe(201);
  return { owner, company: created.json().data };
}

describe('registering a company', () => {
  it('makes the employer its owner, pending moderation, and fills the profile’s company and employer', async () => {
    const { owner, company } = await ownerWithCompany();
    expect(company).toEqual({
      id: expect.any(Number),
      slug: expect.stringMatching(/^lodz-soft(-\d+)?$/),
      name: 'Łódź Soft',
      description: 'We build payment systems.',
      size: '11-50',
      site: 'https://lodzsoft.example',
      logo_id: null,
      banner_id: null,
      ceo_photo_id: null,
      photos: [],
      is_public: true,
      moderation_status: 'pending',
      can_send_job_offer: false,
      offices: [{ city_id: cityId, name: expect.any(String), country_code: 'PL' }],
      specializations: [{ id: specializationId, name: expect.any(String) }],
      technologies: [{ id: technologyId, name: expect.any(String) }],
      reviews_count: 0,
      vacancies_count: 0,
      created_at: expect.any(String),
    });
    const profile = (await profileOf(t.app, owner.token)).json().data;
    expect(profile.status).toBe('pending');
    expect(profile.company).toMatchObject({ id: company.id, slug: company.slug, moderation_status: 'pending' });
    expect(profile.employer).toMatchObject({ name: 'Marta Owner', is_owner: true, waiting_company_approval: false });
  });

  it('refuses a guest (401), a worker (403) and a second company for the same employer (409)', async () => {
    expect((await call('/api/companies', { method: 'POST', payload: wizard() })).statusCode).toBe(401);
    const worker = await register(t.app, { role_id: 1 });
    const byWorker = await call('/api/companies', { method: 'POST', token: worker.token, payload: wizard() });
    expect(byWorker.statusCode).toBe(403);
    const { owner } = await ownerWithCompany();
    const second = await call('/api/companies', { method: 'POST', token: owner.token, payload: wizard() });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('COMPANY_ALREADY_EXISTS');
  });

  it('words bad input per field in the user’s language', async () => {
    const owner = await companyAccount();
    const empty = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name: '' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['This field is required']);
    const unknownCity = await call('/api/companies', {
      method: 'POST',
      token: owner.token,
      payload: wizard({ office_city_ids: [999_999_999] }),
      locale: 'uk',
    });
    expect(unknownCity.statusCode).toBe(422);
    expect(unknownCity.json()).toMatchObject({
      code: 'UNKNOWN_REFERENCE',
      errors: { office_city_ids: ['Виберіть зі списку.'] },
    });
  });
});

describe('the public directory and page', () => {
  it('lists and shows a company only once approved; its team sees it before', async () => {
    const { owner, company } = await ownerWithCompany({ name: 'Hidden Until Approved' });
    const search = () => call('/api/companies?search=Hidden%20Until');
    expect((await search()).json().data).toEqual({ list: [], total: 0, page: 1, pages: 1 });
    expect((await call(`/api/companies/${company.slug}`)).statusCode).toBe(404);
    const byTeam = await call(`/api/companies/${company.slug}`, { token: owner.token });
    expect(byTeam.json().data).toMatchObject({ id: company.id, is_member: true, note: null });

    await setCompanyModeration(t.database.db, company.id, 'approved');
    const listed = (await search()).json().data;
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ id: company.id, slug: company.slug, name: 'Hidden Until Approved' });
    expect((await call(`/api/companies/${company.slug}`)).json().data).toMatchObject({ is_member: false });
    const byCity = (await call(`/api/companies?city_id=${cityId}&search=Hidden`)).json().data;
    expect(byCity.total).toBe(1);
    const byOtherSize = (await call('/api/companies?size=1001%2B&search=Hidden')).json().data;
    expect(byOtherSize.total).toBe(0);
    const bySpecialization = (await call(`/api/companies?specialization_id=${specializationId}&search=Hidden`)).json();
    expect(bySpecialization.data.total).toBe(1);
    const byTechnology = (await call(`/api/companies?technology_id=${technologyId}&search=Hidden`)).json();
    expect(byTechnology.data.total).toBe(1);
    const suggestions = (await call('/api/companies/search?search=hidden')).json().data.list;
    expect(suggestions).toEqual([{ id: company.id, slug: company.slug, name: 'Hidden Until Approved', logo_id: null }]);
    expect((await call(`/api/companies/${company.id}/vacancies`)).json()).toEqual({
      data: { list: [], total: 0, page: 1, pages: 0 },
    });
  });

  it('keeps a note private to its writer', async () => {
    const { company } = await ownerWithCompany({ name: 'Noted Company' });
    await setCompanyModeration(t.database.db, company.id, 'approved');
    const reader = await register(t.app, { role_id: 1 });
    const other = await register(t.app, { role_id: 1 });
    const saved = await call(`/api/companies/${company.id}/note`, {
      method: 'POST',
      token: reader.token,
      payload: { text: 'Fast replies' },
    });
    expect(saved.json()).toEqual({ data: { note: 'Fast replies' } });
    expect((await call(`/api/companies/${company.slug}`, { token: reader.token })).json().data.note).toBe(
      'Fast replies',
    );
    expect((await call(`/api/companies/${company.slug}`, { token: other.token })).json().data.note).toBeNull();
    await call(`/api/companies/${company.id}/note`, { method: 'DELETE', token: reader.token });
    expect((await call(`/api/companies/${company.slug}`, { token: reader.token })).json().data.note).toBeNull();
    expect((await call('/api/companies/999999/note', { method: 'DELETE', token: reader.token })).statusCode).toBe(404);
  });
});

describe('the team', () => {
  it('lets an employer ask to join; the owner sees and accepts the request; the member cannot edit', async () => {
    const { owner, company } = await ownerWithCompany({ name: 'Joinable' });
    await setCompanyModeration(t.database.db, company.id, 'approved');
    const colleague = await register(t.app, { role_id: 2, name: 'Piotr Colleague' });
    const join = await call(`/api/companies/${company.id}/join`, { method: 'POST', token: colleague.token });
    expect(join.statusCode).toBe(201);
    const waiting = (await profileOf(t.app, colleague.token)).json().data;
    expect(waiting.company).toBeNull();
    expect(waiting.employer).toMatchObject({ waiting_company_approval: true, is_owner: false });

    const requests = (await call('/api/me/company/team/requests', { token: owner.token })).json().data.list;
    expect(requests).toEqual([
      {
        id: expect.any(Number),
        name: 'Piotr Colleague',
        email: colleague.account.email,
        created_at: expect.any(String),
      },
    ]);
    const byColleague = await call('/api/me/company/team/requests', { token: colleague.token });
    expect(byColleague.statusCode).toBe(404);
    const accepted = await call(`/api/me/company/team/requests/${requests[0].id}/accept`, {
      method: 'POST',
      token: owner.token,
    });
    expect(accepted.statusCode).toBe(200);
    const member = (await profileOf(t.app, colleague.token)).json().data;
    expect(member.company).toMatchObject({ id: company.id });
    expect(member.employer).toMatchObject({ waiting_company_approval: false, is_owner: false });

    const team = (await call('/api/employers', { token: colleague.token })).json().data.list;
    expect(team.map((e: { name: string; is_owner: boolean }) => [e.name, e.is_owner])).toEqual([
      ['Marta Owner', true],
      ['Piotr Colleague', false],
    ]);
    const edit = await call(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: colleague.token,
      payload: wizard({ name: 'Renamed' }),
      locale: 'de',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'OWNER_ONLY', message: expect.stringContaining('Inhaber') });
    const again = await call(`/api/me/company/team/requests/${requests[0].id}/decline`, {
      method: 'POST',
      token: owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses another company’s owner on this company', async () => {
    const { company } = await ownerWithCompany({ name: 'Mine' });
    const { owner: stranger } = await ownerWithCompany({ name: 'Theirs' });
    const edit = await call(`/api/companies/${company.id}`, {
      method: 'PUT',
      token: stranger.token,
      payload: wizard({ name: 'Taken over' }),
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('FORBIDDEN');
  });

  it('adds a company account by e-mail, blocks it (next request 401) and unlocks it', async () => {
    const { owner } = await ownerWithCompany({ name: 'Blocking Co' });
    const colleague = await register(t.app, { role_id: 2, name: 'Anna Added' });
    await joinTeam(t, owner.token, colleague, 'Recruiter');
    const team = (await call('/api/employers', { token: owner.token })).json().data.list;
    const employer = team.find((member: { name: string }) => member.name === 'Anna Added');
    expect(employer).toMatchObject({ name: 'Anna Added', position: 'Recruiter', is_owner: false, is_blocked: false });

    const blocked = await call(`/api/employers/${employer.id}/block`, { method: 'POST', token: owner.token });
    expect(blocked.json().data.is_blocked).toBe(true);
    expect((await profileOf(t.app, colleague.token)).statusCode).toBe(401);
    const signIn = () =>
      call('/api/auth/login', {
        method: 'POST',
        payload: { email: colleague.account.email, password: colleague.account.password },
      });
    expect((await signIn()).statusCode).toBe(403);

    const self = await call(`/api/employers/${owner.user.id}/block`, { method: 'POST', token: owner.token });
    expect(self.json().code).toBe('CANNOT_CHANGE_OWNER');

    await call(`/api/employers/${employer.id}/unlock`, { method: 'POST', token: owner.token });
    expect((await signIn()).statusCode).toBe(200);
  });
});
