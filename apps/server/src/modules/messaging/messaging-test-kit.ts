import { expect } from 'vitest';
import { bearer, newIp, registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCandidate } from '../candidates/index.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { createUser } from '../identity/index.ts';

type Call = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  token?: string | undefined;
  payload?: object;
  locale?: string;
  socketId?: string;
};

/** The candidate's distinctive name and contacts, to look for in what a company that was not opened to receives. */
export const CANDIDATE_NAME = 'Bartholomew Quillfeather';
export const CANDIDATE_SECRETS = [CANDIDATE_NAME, 'Quillfeather', 'quill@example.org', '600 100 200'];

export function expectNoCandidateSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of CANDIDATE_SECRETS) expect(text).not.toContain(secret);
}

/** What messaging's integration tests share: calls as a client makes them, a company's team, and a candidate. */
export function messagingKit(t: () => TestApp) {
  const call = (url: string, { method = 'GET', token, payload, locale = 'en', socketId }: Call = {}) =>
    t().app.inject({
      method,
      url,
      payload,
      headers: {
        'accept-language': locale,
        ...(token ? bearer(token) : {}),
        ...(socketId ? { 'x-socket-id': socketId } : {}),
      },
    });

  const worker = (name = 'Wera Worker') => register(t().app, { role_id: 1, name });
  const employer = (name: string) => register(t().app, { role_id: 2, name });

  /** A signed-in site admin (role 3); nobody registers as one, so the account is made by identity's factory. */
  async function admin() {
    const email = `admin-${Date.now()}-${Math.random()}@example.com`;
    await createUser(t().database.db, { role: 'admin', email, password: 'blue-Harbor-42', name: 'Ada Admin' });
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'blue-Harbor-42' },
      remoteAddress: newIp(),
    });
    expect(login.statusCode).toBe(200);
    return login.json().data.token as string;
  }

  let teams = 0;
  /** A company made through the wizard by its owner, approved by moderation, with a plain member in its team. */
  async function team() {
    teams += 1;
    const owner = await employer('Olga Owner');
    const name = `Talkative Systems ${teams} ${Date.now()}`;
    const created = await call('/api/companies', { method: 'POST', token: owner.token, payload: { name } });
    expect(created.statusCode).toBe(201);
    const company = created.json().data as { id: number; slug: string; name: string };
    await setCompanyModeration(t().database.db, company.id, 'approved');
    const member = await employer('Marek Member');
    await joinTeam(t(), owner.token, member);
    return { owner, member: { ...member, id: member.user.id as number }, company };
  }

  /** A worker with a listed profile, named and reachable distinctively; `outstaff` employs them through the platform. */
  async function candidate(options: { outstaff?: boolean; position?: string } = {}) {
    const account = await worker(CANDIDATE_NAME);
    const row = await createCandidate(t().database.db, {
      userId: account.user.id,
      name: CANDIDATE_NAME,
      desired_position: options.position ?? 'Senior Python developer',
      employment: options.outstaff ? ['is_outstaffing'] : ['is_seekers'],
      contacts: { email: 'quill@example.org', phone: '+48 600 100 200' },
    });
    return { ...account, candidateId: row.id, slug: row.slug };
  }

  /** A company member writes to the candidate from search; answers the room's id. */
  async function startRoom(token: string, candidateId: number, text = 'Hello! Would you like to talk about a role?') {
    const started = await call('/api/me/rooms', {
      method: 'POST',
      token,
      payload: { candidate_id: candidateId, text },
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data as { room: { id: number }; message: { id: number } };
  }

  const send = (token: string | undefined, roomId: number, text: string, extra: Call = {}) =>
    call('/api/messages', {
      ...extra,
      method: 'POST',
      token,
      payload: { room_id: roomId, text, ...(extra.payload ?? {}) },
    });

  return { call, worker, employer, admin, team, candidate, startRoom, send };
}
