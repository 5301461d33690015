import { beforeAll, describe, expect, it } from 'vitest';
import { registerFromNewIp as register } from '../../../test/identity-helpers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { joinTeam } from '../../../test/team-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testClient } from '../../../test/test-client.ts';
import { setCompanyModeration } from '../company.factory.ts';
import { approveCompanyReview } from '../company-review.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const { call } = testClient(() => t.app);

const review = (overrides: object = {}) => ({
  rating: 4,
  salary_rating: 3,
  management_rating: 5,
  work_life_rating: 4,
  growth_rating: 2,
  title: 'Solid engineering culture',
  pros: 'Pairing every week and honest retrospectives.',
  cons: 'Release weeks run late into the evening.',
  is_current_employee: true,
  ...overrides,
});

/** An approved company with its owner and a team member, as a client would find it. */
async function companyWithTeam(name: string) {
  const owner = await register(t.app, { role_id: 2, name: 'Olga Owner' });
  const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
  expect(created.statusCode).toBe(201);
  const company = created.json().data;
  await setCompanyModeration(t.database.db, company.id, 'approved');
  const member = await register(t.app, { role_id: 2, name: 'Marek Member' });
  await joinTeam(t, owner.token, member);
  return { owner, member, company: company as { id: number; slug: string } };
}

const adminToken = async () => (await signIn(t, 'admin')).token;

/** The whole answer must not name the author: not their e-mail, name or account id. */
function expectAnonymous(body: string, author: { account: { email: string; name: string }; user: { id: number } }) {
  expect(body).not.toContain(author.account.email);
  expect(body).not.toContain(author.account.name);
  expect(body).not.toMatch(/author_user_id|user_id|email/);
  expect(JSON.parse(body)).not.toHaveProperty('data.author');
}

async function postReview(companyId: number, token: string, payload: object = review()) {
  const posted = await call(`/api/companies/${companyId}/reviews`, { method: 'POST', token, payload });
  expect(posted.statusCode).toBe(201);
  return posted.json().data.id as number;
}

describe('writing a review', () => {
  it('takes a worker’s and another company’s review, pending, answering only the new id', async () => {
    const { company } = await companyWithTeam('Review Target One');
    const worker = await register(t.app, { role_id: 1, name: 'Wanda Worker' });
    const posted = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: worker.token,
      payload: review(),
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toEqual({ data: { id: expect.any(Number) } });

    const other = await companyWithTeam('Review Target Other');
    const byOtherOwner = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: other.owner.token,
      payload: review(),
    });
    expect(byOtherOwner.statusCode).toBe(201);

    // Pending reviews are not public yet.
    const list = (await call(`/api/companies/${company.id}/reviews`)).json().data;
    expect(list.list).toEqual([]);
    expect(list.ratings).toEqual({
      count: 0,
      rating: null,
      salary_rating: null,
      management_rating: null,
      work_life_rating: null,
      growth_rating: null,
    });
  });

  it('refuses a guest (401), an admin (403), the company’s own owner and member (403) and a second review (409)', async () => {
    const { owner, member, company } = await companyWithTeam('Review Target Two');
    const url = `/api/companies/${company.id}/reviews`;
    expect((await call(url, { method: 'POST', payload: review() })).statusCode).toBe(401);
    const byAdmin = await call(url, { method: 'POST', token: await adminToken(), payload: review() });
    expect(byAdmin.statusCode).toBe(403);
    for (const own of [owner, member]) {
      const refused = await call(url, { method: 'POST', token: own.token, payload: review() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('OWN_COMPANY_REVIEW');
    }
    const worker = await register(t.app, { role_id: 1 });
    await postReview(company.id, worker.token);
    const twice = await call(url, { method: 'POST', token: worker.token, payload: review() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REVIEW_ALREADY_EXISTS');
  });

  it('answers 404 for an unknown company and one moderation has not approved', async () => {
    const worker = await register(t.app, { role_id: 1 });
    const unknown = await call('/api/companies/2000000000/reviews', {
      method: 'POST',
      token: worker.token,
      payload: review(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('COMPANY_NOT_FOUND');
    const { company } = await companyWithTeam('Review Target Pending');
    await setCompanyModeration(t.database.db, company.id, 'pending');
    const pending = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: worker.token,
      payload: review(),
    });
    expect(pending.statusCode).toBe(404);
    expect((await call(`/api/companies/${company.id}/reviews`)).statusCode).toBe(404);
  });

  it('words bad input per field (422)', async () => {
    const { company } = await companyWithTeam('Review Target Bad Input');
    const worker = await register(t.app, { role_id: 1 });
    const bad = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: worker.token,
      payload: { ...review({ rating: 6, salary_rating: 0, pros: 'short', cons: 'x'.repeat(3001) }), title: '' },
    });
    expect(bad.statusCode).toBe(422);
    const { errors } = bad.json();
    expect(Object.keys(errors).sort()).toEqual(['cons', 'pros', 'rating', 'salary_rating', 'title']);
    expect(errors.title).toEqual(['This field is required']);
    const missing = await call(`/api/companies/${company.id}/reviews`, {
      method: 'POST',
      token: worker.token,
      payload: { title: 'Only a title' },
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'cons',
      'growth_rating',
      'management_rating',
      'pros',
      'rating',
      'salary_rating',
      'work_life_rating',
    ]);
  });
});

describe('reading reviews', () => {
  it('lists approved reviews newest first with averages and the author’s role only, to guests and signed-in users', async () => {
    const { company } = await companyWithTeam('Review Target Read');
    const worker = await register(t.app, { role_id: 1, name: 'Wiktor Hidden' });
    const other = await companyWithTeam('Review Target Reader Co');
    const first = await postReview(company.id, worker.token, review({ rating: 5, title: 'First review' }));
    const second = await postReview(company.id, other.owner.token, review({ rating: 2, title: 'Second review' }));
    await approveCompanyReview(t.database.db, first);
    await approveCompanyReview(t.database.db, second);

    for (const token of [undefined, worker.token, other.member.token, await adminToken()]) {
      const answer = await call(`/api/companies/${company.id}/reviews`, { token });
      expect(answer.statusCode).toBe(200);
      const body = answer.json().data;
      expect(body.list.map((r: { id: number }) => r.id)).toEqual([second, first]);
      expect(body.list[1]).toEqual({
        id: first,
        company_id: company.id,
        ...review({ rating: 5, title: 'First review' }),
        author_role: 'worker',
        moderation_status: 'approved',
        comments_count: 0,
        created_at: expect.any(String),
      });
      expect(body.list[0].author_role).toBe('company');
      expect(body).toMatchObject({ total: 2, page: 1, pages: 1 });
      expect(body.ratings).toEqual({
        count: 2,
        rating: 3.5,
        salary_rating: 3,
        management_rating: 5,
        work_life_rating: 4,
        growth_rating: 2,
      });
      expectAnonymous(answer.body, worker);
      expectAnonymous(answer.body, other.owner);
    }
    const directory = await call(`/api/companies/${company.slug}`);
    expect(directory.json().data.reviews_count).toBe(2);
  });

  it('shows one approved review with its comments by the company’s slug; 404 for pending, unknown or another company’s', async () => {
    const { company, owner } = await companyWithTeam('Review Target Single');
    const worker = await register(t.app, { role_id: 1, name: 'Zofia Private' });
    const id = await postReview(company.id, worker.token);
    const url = `/api/companies/${company.slug}/review/${id}`;
    const pending = await call(url);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().code).toBe('REVIEW_NOT_FOUND');
    await approveCompanyReview(t.database.db, id);
    const answered = await call(`/api/company-reviews/${id}/comment`, {
      method: 'POST',
      token: owner.token,
      payload: { text: 'Thank you, we are fixing release weeks.' },
    });
    expect(answered.statusCode).toBe(201);

    const shown = await call(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id,
      title: 'Solid engineering culture',
      author_role: 'worker',
      comments_count: 1,
      comments: [
        {
          id: expect.any(Number),
          text: 'Thank you, we are fixing release weeks.',
          author_role: 'company',
          created_at: expect.any(String),
        },
      ],
    });
    expectAnonymous(shown.body, worker);
    expectAnonymous(shown.body, owner);

    expect((await call(`/api/companies/${company.slug}/review/2000000000`)).json().code).toBe('REVIEW_NOT_FOUND');
    const other = await companyWithTeam('Review Target Elsewhere');
    const wrongCompany = await call(`/api/companies/${other.company.slug}/review/${id}`);
    expect(wrongCompany.statusCode).toBe(404);
    const unknownCompany = await call(`/api/companies/no-such-company-here/review/${id}`);
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json().code).toBe('COMPANY_NOT_FOUND');
  });
});

describe('editing a review', () => {
  it('lets its author edit it, which sends it back to moderation; others get 403, guests 401, unknown ids 404', async () => {
    const { company, owner, member } = await companyWithTeam('Review Target Edit');
    const worker = await register(t.app, { role_id: 1, name: 'Edyta Author' });
    const id = await postReview(company.id, worker.token);
    await approveCompanyReview(t.database.db, id);
    const url = `/api/company-reviews/${id}`;

    const edited = await call(url, {
      method: 'PUT',
      token: worker.token,
      payload: review({ title: 'Better after the reorganisation', rating: 5 }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      id,
      title: 'Better after the reorganisation',
      rating: 5,
      moderation_status: 'pending',
      author_role: 'worker',
    });
    expectAnonymous(edited.body, worker);
    expect((await call(`/api/companies/${company.id}/reviews`)).json().data.list).toEqual([]);

    expect((await call(url, { method: 'PUT', payload: review() })).statusCode).toBe(401);
    const stranger = await register(t.app, { role_id: 1 });
    for (const token of [stranger.token, owner.token, member.token]) {
      const refused = await call(url, { method: 'PUT', token, payload: review() });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_REVIEW_AUTHOR');
    }
    expect((await call(url, { method: 'PUT', token: await adminToken(), payload: review() })).statusCode).toBe(403);
    const unknown = await call('/api/company-reviews/2000000000', {
      method: 'PUT',
      token: worker.token,
      payload: review(),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call(url, { method: 'PUT', token: worker.token, payload: review({ growth_rating: 'five' }) });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['growth_rating']);
  });
});

describe('commenting on a review', () => {
  it('takes comments from workers and company accounts (public at once); guests 401, admins 403', async () => {
    const { company, member } = await companyWithTeam('Review Target Comment');
    const author = await register(t.app, { role_id: 1, name: 'Cezary Author' });
    const id = await postReview(company.id, author.token);
    const url = `/api/company-reviews/${id}/comment`;

    const early = await call(url, { method: 'POST', token: author.token, payload: { text: 'Too early' } });
    expect(early.statusCode).toBe(404);
    expect(early.json().code).toBe('REVIEW_NOT_FOUND');
    await approveCompanyReview(t.database.db, id);

    const commenter = await register(t.app, { role_id: 1, name: 'Kamil Commenter' });
    const byWorker = await call(url, { method: 'POST', token: commenter.token, payload: { text: 'Same here.' } });
    expect(byWorker.statusCode).toBe(201);
    expect(byWorker.json()).toEqual({
      data: { id: expect.any(Number), text: 'Same here.', author_role: 'worker', created_at: expect.any(String) },
    });
    expectAnonymous(byWorker.body, commenter);
    const byMember = await call(url, { method: 'POST', token: member.token, payload: { text: 'We hear you.' } });
    expect(byMember.statusCode).toBe(201);
    expect(byMember.json().data.author_role).toBe('company');

    expect((await call(url, { method: 'POST', payload: { text: 'Guest' } })).statusCode).toBe(401);
    const byAdmin = await call(url, { method: 'POST', token: await adminToken(), payload: { text: 'Admin' } });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await call('/api/company-reviews/2000000000/comment', {
      method: 'POST',
      token: commenter.token,
      payload: { text: 'Nobody' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await call(url, { method: 'POST', token: commenter.token, payload: { text: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['This field is required']);
    const long = await call(url, { method: 'POST', token: commenter.token, payload: { text: 'x'.repeat(1001) } });
    expect(Object.keys(long.json().errors)).toEqual(['text']);

    const list = (await call(`/api/companies/${company.id}/reviews`)).json().data.list;
    expect(list[0].comments_count).toBe(2);
    const shown = await call(`/api/companies/${company.slug}/review/${id}`);
    expect(shown.json().data.comments.map((c: { text: string }) => c.text)).toEqual(['Same here.', 'We hear you.']);
    expectAnonymous(shown.body, member);
  });
});
