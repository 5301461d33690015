import { ROLES, type TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/render-header.tsx';
import { companyToolsOf, loadCandidate, submitCandidateTool } from './candidate.server.ts';
import { anonymousCandidate, profileCandidate } from './candidate-fixtures.ts';

type Call = { path: string; method?: string; body?: unknown };
const company = {
  id: 9,
  slug: 'acme',
  name: 'Acme',
  description: '',
  is_public: true,
  moderation_status: 'approved' as const,
  moderation_note: null,
  logo_id: null,
  can_send_job_offer: true,
};
const member = testUser({ role_id: ROLES.company, company });

function contextOf(user: TUser | null, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
  } as unknown as AppLoadContext;
  return { context, calls };
}
const profileAnswer = ({ path }: Call) =>
  path.startsWith('/api/candidates/slug/')
    ? { status: 200, body: { data: anonymousCandidate } }
    : { status: 200, body: { data: { seniority: [{ key: 'senior', name: 'Senior' }] } } };
const notFound = () => ({ status: 404, body: { code: 'CANDIDATE_NOT_FOUND', message: 'Not found.' } });
const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : (thrown as { init: { status: number } }).init.status;
  }
  throw new Error('expected the call to throw');
};
const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://x/candidate/senior-python-developer-7', { method: 'POST', body });
};
const params = { slug: 'senior-python-developer-7' };

describe('a candidate page’s loader', () => {
  it('passes the anonymous view on as the API answered it, with nothing of who the person is', async () => {
    const { context, calls } = contextOf(null, profileAnswer);
    const loaded = await loadCandidate({ request: new Request('http://x/'), params, context });
    expect(loaded.candidate).toEqual(anonymousCandidate);
    expect(calls[0]?.path).toBe('/api/candidates/slug/senior-python-developer-7');
    // What the loader returns is written into the page: no key of the identity may ride along.
    for (const key of ['name', 'contacts', 'cv', 'has_photo', 'opening'])
      expect(Object.keys(loaded.candidate)).not.toContain(key);
    expect(loaded).toMatchObject({
      canNote: false,
      canRate: false,
      names: { seniority: [{ key: 'senior', name: 'Senior' }] },
    });
  });

  it('sends /candidate without a slug to the reader’s own profile page, or to the list', async () => {
    const redirected = async (user: TUser | null, lang?: string) => {
      const { context, calls } = contextOf(user, profileAnswer);
      const thrown = await loadCandidate({ request: new Request('http://x/'), params: { lang }, context }).catch(
        (reason: unknown) => reason as Response,
      );
      expect(calls).toEqual([]);
      return (thrown as Response).headers.get('location');
    };
    expect(await redirected(null)).toBe('/candidates');
    expect(await redirected(member, 'uk')).toBe('/uk/candidates');
    const seeker = testUser({ role_id: ROLES.worker, candidate: profileCandidate });
    expect(await redirected(seeker, 'de')).toBe('/de/candidate/senior-python-developer-7');
  });

  it('answers an unknown slug with 404, and a slug no profile can have without asking', async () => {
    const unknown = contextOf(null, notFound);
    expect(await statusOf(loadCandidate({ request: new Request('http://x/'), params, context: unknown.context }))).toBe(
      404,
    );
    const odd = contextOf(null, notFound);
    const badParams = { slug: 'Not A Slug' };
    expect(
      await statusOf(loadCandidate({ request: new Request('http://x/'), params: badParams, context: odd.context })),
    ).toBe(404);
    expect(odd.calls).toEqual([]);
  });
});

describe('who gets a company’s tools', () => {
  it('gives notes, ratings and writing to members of a company only', () => {
    expect(companyToolsOf(member)).toEqual({ canNote: true, canRate: true, canWrite: true });
    expect(companyToolsOf(testUser({ role_id: ROLES.company, company: null }))).toEqual({
      canNote: false,
      canRate: false,
      canWrite: false,
    });
    for (const user of [null, testUser({ role_id: ROLES.worker }), testUser({ role_id: ROLES.admin })]) {
      expect(companyToolsOf(user)).toEqual({ canNote: false, canRate: false, canWrite: false });
    }
  });
});

describe('a candidate page’s actions', () => {
  const ok = ({ path }: Call) => ({
    status: 200,
    body: { data: path.endsWith('/note') ? { note: 'x' } : { ok: true } },
  });

  it('saves, rates and removes through their calls', async () => {
    const { context, calls } = contextOf(member, ok);
    const saved = await submitCandidateTool({
      request: post({ intent: 'note', candidate_id: '7', text: ' Strong on payments ' }),
      params,
      context,
    });
    expect(saved).toMatchObject({ intent: 'note', done: true });
    await submitCandidateTool({ request: post({ intent: 'rate', candidate_id: '7', rating: '5' }), params, context });
    await submitCandidateTool({ request: post({ intent: 'delete-note', candidate_id: '7' }), params, context });
    expect(calls).toEqual([
      { path: '/api/candidates/7/note', method: 'POST', body: { text: 'Strong on payments' } },
      { path: '/api/candidates/rating', method: 'POST', body: { candidate_id: 7, rating: 5 } },
      { path: '/api/candidates/7/note', method: 'DELETE', body: undefined },
    ]);
  });

  it('refuses a rating out of range and an empty note before asking the API', async () => {
    const { context, calls } = contextOf(member, ok);
    const rated = await submitCandidateTool({
      request: post({ intent: 'rate', candidate_id: '7', rating: '9' }),
      params,
      context,
    });
    const noted = await submitCandidateTool({
      request: post({ intent: 'note', candidate_id: '7', text: ' ' }),
      params,
      context,
    });
    expect(rated.reply.status).toBe('error');
    expect(noted.reply.status).toBe('error');
    expect(calls).toEqual([]);
  });

  it('passes the API’s refusal on, for the page to show', async () => {
    const refusal = { code: 'COMPANY_MEMBER_ONLY', message: 'Only members of a company can do this.' };
    const { context } = contextOf(member, () => ({ status: 403, body: refusal }));
    const result = await submitCandidateTool({
      request: post({ intent: 'rate', candidate_id: '7', rating: '3' }),
      params,
      context,
    });
    expect(result.reply.error?.['']).toEqual(['Only members of a company can do this.']);
  });

  it('writes to the candidate and goes on to the room it opened (issue 18)', async () => {
    const started = { data: { room: { id: 42 }, message: { id: 1 } } };
    const { context, calls } = contextOf(member, () => ({ status: 201, body: started }));
    const thrown = await submitCandidateTool({
      request: post({ intent: 'message', candidate_id: '7', text: ' Hello, are you open to offers? ' }),
      params: { ...params, lang: 'de' },
      context,
    }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/de/profile/conversation/42');
    expect(calls).toEqual([
      { path: '/api/me/rooms', method: 'POST', body: { candidate_id: 7, text: 'Hello, are you open to offers?' } },
    ]);
  });

  it('refuses an empty message before asking, and shows the API’s refusal of a link under the field', async () => {
    const empty = contextOf(member, () => ({ status: 201, body: {} }));
    const blank = await submitCandidateTool({
      request: post({ intent: 'message', candidate_id: '7', text: '  ' }),
      params,
      context: empty.context,
    });
    expect(blank.reply.status).toBe('error');
    expect(empty.calls).toEqual([]);
    const refusal = {
      code: 'CONTACTS_NOT_ALLOWED',
      message: 'Links can be sent once the candidate opens their profile.',
    };
    const { context } = contextOf(member, () => ({ status: 422, body: refusal }));
    const refused = await submitCandidateTool({
      request: post({ intent: 'message', candidate_id: '7', text: 'See https://acme.example' }),
      params,
      context,
    });
    expect(refused).toMatchObject({ intent: 'message' });
    expect(JSON.stringify(refused.reply.error)).toContain('Links can be sent once the candidate opens their profile.');
  });

  it('proposes one of the company’s vacancies to the candidate, a message optional (issue 17)', async () => {
    const { context, calls } = contextOf(member, () => ({ status: 201, body: { data: { id: 3 } } }));
    const proposed = await submitCandidateTool({
      request: post({ intent: 'quick-job', candidate_id: '7', vacancy_id: '41', message: '' }),
      params,
      context,
    });
    expect(proposed).toMatchObject({ intent: 'quick-job', done: true });
    expect(calls).toEqual([{ path: '/api/candidates/quick-job/7', method: 'POST', body: { vacancy_id: 41 } }]);
  });

  it('offers a company member its approved, open vacancies to propose, and a job seeker none (issue 17)', async () => {
    const mine = {
      list: [
        { id: 41, title: 'Open', moderation_status: 'approved', state: 'active' },
        { id: 42, title: 'Paused', moderation_status: 'approved', state: 'paused' },
        { id: 43, title: 'Waiting', moderation_status: 'pending', state: 'active' },
      ],
      pages: 1,
    };
    const answer = (call: Call) =>
      call.path.startsWith('/api/me/vacancies') ? { status: 200, body: { data: mine } } : profileAnswer(call);
    const asMember = contextOf(member, answer);
    const loaded = await loadCandidate({ request: new Request('http://x/'), params, context: asMember.context });
    expect(loaded.offerVacancies).toEqual([{ id: 41, title: 'Open', isOpen: true }]);
    const asWorker = contextOf(testUser({ role_id: ROLES.worker }), answer);
    const seen = await loadCandidate({ request: new Request('http://x/'), params, context: asWorker.context });
    expect(seen.offerVacancies).toEqual([]);
    expect(asWorker.calls.some((call) => call.path.startsWith('/api/me/vacancies'))).toBe(false);
  });

  it('starts a company member’s first message from the opening the API suggests, and asks nothing for others', async () => {
    const opening = 'Hello! Acme would like to talk with you.';
    const noVacancies = { status: 200, body: { data: { list: [], pages: 1 } } };
    const answer = (call: Call) => {
      if (call.path.startsWith('/api/messages/first-text')) return { status: 200, body: { data: { text: opening } } };
      return call.path.startsWith('/api/me/vacancies') ? noVacancies : profileAnswer(call);
    };
    const asMember = contextOf(member, answer);
    const loaded = await loadCandidate({ request: new Request('http://x/'), params, context: asMember.context });
    expect(loaded.firstText).toBe(opening);
    expect(asMember.calls.map((call) => call.path)).toContain('/api/messages/first-text?candidate_id=7');
    const refused = contextOf(member, (call) =>
      call.path.startsWith('/api/messages/first-text') ? notFound() : answer(call),
    );
    expect(
      (await loadCandidate({ request: new Request('http://x/'), params, context: refused.context })).firstText,
    ).toBe('');
    const asGuest = contextOf(null, answer);
    expect(
      (await loadCandidate({ request: new Request('http://x/'), params, context: asGuest.context })).firstText,
    ).toBe('');
    expect(asGuest.calls.some((call) => call.path.startsWith('/api/messages/first-text'))).toBe(false);
  });
});
