import { MESSAGING } from '@hushwork/contract';
import { expect } from 'vitest';
import { createLinkBuilder } from '../../platform/http/links.ts';
import { registerFromNewIp as register } from '../../test/identity-helpers.ts';
import { signIn } from '../../test/sign-in.ts';
import { joinTeam } from '../../test/team-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient, type UrlCall } from '../../test/test-client.ts';
import { createCandidate } from '../candidates/index.ts';
import { setCompanyModeration } from '../companies/index.ts';
import { sendMessageDigests } from './send-message-digests.ts';

/** A request that may name the sender's socket, which the server then leaves out of the events it fans out. */
type Call = UrlCall & { socketId?: string };

/** The candidate's distinctive name and contacts, to look for in what a company that was not opened to receives. */
export const CANDIDATE_NAME = 'Bartholomew Quillfeather';
const CANDIDATE_SECRETS = [CANDIDATE_NAME, 'Quillfeather', 'quill@example.org', '600 100 200'];

export function expectNoCandidateSecrets(body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of CANDIDATE_SECRETS) expect(text).not.toContain(secret);
}

/** What messaging's integration tests share: calls as a client makes them, a company's team, and a candidate. */
export function messagingKit(t: () => TestApp) {
  const client = testClient(() => t().app);
  const call = (url: string, { socketId, headers, ...options }: Call = {}) =>
    client.call(url, { ...options, headers: { ...headers, ...(socketId ? { 'x-socket-id': socketId } : {}) } });

  const worker = (name = 'Wera Worker') => register(t().app, { role_id: 1, name });
  const employer = (name: string) => register(t().app, { role_id: 2, name });

  const admin = async () => (await signIn(t(), 'admin')).token;

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

  /** The digest job's run once the unread messages have waited long enough: mails, and notices to linked chats. */
  async function digestDue() {
    t().clock.advance(MESSAGING.digestAfterS * 1000 + 1000);
    return sendMessageDigests({
      db: t().database.db,
      clock: t().clock,
      link: createLinkBuilder(t().config),
      registry: t().registry,
    });
  }

  return { call, api: client.api, worker, employer, admin, team, candidate, startRoom, send, digestDue };
}
