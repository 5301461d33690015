import { expect } from 'vitest';
import { bearer } from '../../test/identity-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createCandidate } from '../candidates/index.ts';
import { companyKit } from '../companies/company-test-kit.ts';

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
  const companies = companyKit(t);
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

  let teams = 0;
  /** An approved company with its owner and a plain member. */
  const team = () => {
    teams += 1;
    return companies.team(`Talkative Systems ${teams} ${Date.now()}`);
  };

  /** A worker with a listed profile, named and reachable distinctively; `outstaff` employs them through the platform. */
  async function candidate(options: { outstaff?: boolean; position?: string } = {}) {
    const worker = await companies.worker(CANDIDATE_NAME);
    const row = await createCandidate(t().database.db, {
      userId: worker.user.id,
      name: CANDIDATE_NAME,
      desired_position: options.position ?? 'Senior Python developer',
      employment: options.outstaff ? ['is_outstaffing'] : ['is_seekers'],
      contacts: { email: 'quill@example.org', phone: '+48 600 100 200' },
    });
    return { ...worker, candidateId: row.id, slug: row.slug };
  }

  /** A company member writes to the candidate from search; answers the room's id. */
  async function startRoom(token: string, candidateId: number, text = 'Hello! Would you like to talk about a role?') {
    const started = await call('/api/me/rooms', { method: 'POST', token, payload: { candidate_id: candidateId, text } });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().data as { room: { id: number }; message: { id: number } };
  }

  const send = (token: string | undefined, roomId: number, text: string, extra: Call = {}) =>
    call('/api/messages', { ...extra, method: 'POST', token, payload: { room_id: roomId, text, ...(extra.payload ?? {}) } });

  return { ...companies, call, team, candidate, startRoom, send };
}
