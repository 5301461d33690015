import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  approvedCandidate,
  caller,
  newCompanyMember,
  newWorker,
  type References,
  referencesOf,
} from '../candidate-test-kit.ts';

let t: TestApp;
let refs: References;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  refs = await referencesOf(t);
  call = caller(t);
});

const job = { position: 'Backend engineer', company_name: 'Open Widgets', started_at: '2019-04', ended_at: '2022-01' };
const school = {
  degree: 'master',
  institution: 'AGH University of Kraków',
  specialty: 'Computer science',
  start_year: 2012,
  end_year: 2017,
};

describe('education, jobs and skills (me/candidate/education|experience|skills)', () => {
  it('adds, replaces and removes each kind, sending the approved profile back to moderation on a change', async () => {
    const candidate = await approvedCandidate(t, refs);
    const post = (kind: string, payload: object) =>
      call(`/api/me/candidate/${kind}`, { method: 'POST', token: candidate.token, payload });
    const education = await post('education', school);
    expect(education.statusCode).toBe(201);
    expect(education.json().data).toEqual({ id: expect.any(Number), description: '', ...school });
    const experience = await post('experience', job);
    expect(experience.json().data).toEqual({
      id: expect.any(Number),
      is_company_hidden: false,
      description: '',
      ...job,
    });
    const skill = await post('skills', { name: 'Kubernetes', level: 'advanced' });
    expect(skill.json().data).toEqual({ id: expect.any(Number), name: 'Kubernetes', level: 'advanced' });

    const own = (await call('/api/me/candidate', { token: candidate.token })).json().data;
    expect(own.moderation_status).toBe('pending');
    expect(own.education).toHaveLength(1);
    expect(own.experience_entries).toHaveLength(1);
    expect(own.skills).toEqual([skill.json().data]);

    const jobId = experience.json().data.id;
    const replaced = await call(`/api/me/candidate/experience/${jobId}`, {
      method: 'PUT',
      token: candidate.token,
      payload: { ...job, ended_at: null, is_company_hidden: true },
    });
    expect(replaced.json().data).toMatchObject({ id: jobId, ended_at: null, is_company_hidden: true });

    const removed = await call(`/api/me/candidate/skills/${skill.json().data.id}`, {
      method: 'DELETE',
      token: candidate.token,
    });
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect((await call('/api/me/candidate', { token: candidate.token })).json().data.skills).toEqual([]);
  });

  it('refuses a repeated skill, an end before the start, someone else’s entry and a missing profile', async () => {
    const candidate = await approvedCandidate(t, refs);
    const post = (kind: string, payload: object, token = candidate.token) =>
      call(`/api/me/candidate/${kind}`, { method: 'POST', token, payload });
    await post('skills', { name: 'Go' });
    expect((await post('skills', { name: 'GO' })).json().code).toBe('SKILL_ALREADY_EXISTS');
    const backwards = await post('experience', { ...job, started_at: '2022-01', ended_at: '2019-04' });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['ended_at']);
    expect((await post('education', { ...school, start_year: 1800 })).statusCode).toBe(422);
    expect((await post('experience', { ...job, started_at: '2019-13' })).statusCode).toBe(422);

    const other = await approvedCandidate(t, refs);
    const theirs = (await post('experience', job, other.token)).json().data.id;
    expect(
      (
        await call(`/api/me/candidate/experience/${theirs}`, { method: 'PUT', token: candidate.token, payload: job })
      ).json().code,
    ).toBe('ENTRY_NOT_FOUND');
    expect(
      (await call(`/api/me/candidate/experience/${theirs}`, { method: 'DELETE', token: candidate.token })).statusCode,
    ).toBe(404);

    const bare = await newWorker(t);
    expect((await post('skills', { name: 'Go' }, bare.token)).json().code).toBe('CANDIDATE_PROFILE_MISSING');
    const company = await newCompanyMember(t);
    expect((await post('skills', { name: 'Go' }, company.token)).statusCode).toBe(403);
    expect((await call('/api/me/candidate/skills', { method: 'POST', payload: { name: 'Go' } })).statusCode).toBe(401);
  });

  it('stops at the limit of entries of a kind', async () => {
    const candidate = await approvedCandidate(t, refs);
    for (let n = 0; n < 20; n += 1) {
      const added = await call('/api/me/candidate/education', {
        method: 'POST',
        token: candidate.token,
        payload: { ...school, institution: `School ${n}` },
      });
      expect(added.statusCode).toBe(201);
    }
    const over = await call('/api/me/candidate/education', { method: 'POST', token: candidate.token, payload: school });
    expect(over.json()).toEqual({ code: 'ENTRIES_LIMIT', message: 'You can add at most 20 entries of this kind.' });
  });
});
