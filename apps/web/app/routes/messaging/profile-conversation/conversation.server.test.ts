import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/render-header.tsx';
import { loadConversation, submitConversation } from './conversation.server.ts';

type Call = { path: string; method?: string; body?: unknown };
/** The API as the page's loader and action reach it, answering as the test says; calls are recorded. */
function contextOf(user: TUser | null, answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown }) => {
      const call = { path, method: init?.method, body: init?.body };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: { telegramChannelUrl: null, publicUrl: 'http://x' },
  } as unknown as AppLoadContext;
  return { context, calls };
}

const room = { id: 7, unread_count: 2, side: 'candidate' };
const rooms = { status: 200, body: { data: { list: [room], total: 1, page: 1, pages: 1, unread_messages: 5 } } };
const thread = { status: 200, body: { data: { room, list: [], has_more: false } } };
const read = {
  status: 200,
  body: { data: { rooms: [{ id: 7, read_message_id: 9, unread_count: 0 }], unread_messages: 3 } },
};
const worker = testUser({ role_id: 1 });
const answerAll = ({ path }: Call) =>
  path.startsWith('/api/me/rooms') ? rooms : path.startsWith('/api/messages/isread') ? read : thread;

async function thrown(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (reason: unknown) => reason,
  )) as Response | null;
  return error && { status: error.status, location: error.headers.get('location') };
}

describe('the conversations page loader', () => {
  it('loads the rooms and the open room’s newest messages, and marks that room read', async () => {
    const { context, calls } = contextOf(worker, answerAll);
    const data = await loadConversation({
      request: new Request('http://x/uk/profile/conversation/7'),
      params: { lang: 'uk', id: '7' },
      context,
    });
    expect(calls.map((call) => `${call.method ?? 'GET'} ${call.path}`)).toEqual([
      'GET /api/me/rooms?page=1&archived=0',
      'GET /api/messages?room_id=7',
      'PATCH /api/messages/isread',
    ]);
    expect(calls[2]?.body).toEqual({ rooms: [7] });
    expect(data.unreadMessages).toBe(3);
    expect(data.thread?.room.unread_count).toBe(0);
    // The list was read before the mark: its entry for the open room is read as well, not the stale count.
    expect(data.rooms?.list.map((item) => [item.id, item.unread_count])).toEqual([[7, 0]]);
  });

  it('sends an admin from the conversations to the outstaff ones, the only rooms they take part in', async () => {
    const { context, calls } = contextOf(testUser({ role_id: 3 }), answerAll);
    const thrown = await loadConversation({
      request: new Request('http://x/de/profile/conversation/7'),
      params: { lang: 'de', id: '7' },
      context,
    }).catch((reason: unknown) => reason as Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/de/profile/conversation/outstaff');
    expect(calls).toEqual([]);
  });

  it('reads the archived outstaff list without a room, and marks nothing', async () => {
    const { context, calls } = contextOf(worker, answerAll);
    const data = await loadConversation({
      request: new Request('http://x/profile/conversation/outstaff?archived=1'),
      params: {},
      context,
    });
    expect(calls.map((call) => call.path)).toEqual(['/api/me/rooms/outstaff?page=1&archived=1']);
    expect(data).toMatchObject({ isOutstaff: true, archived: true, thread: null, unreadMessages: 5 });
  });

  it('answers 404 for someone else’s room or an id that is not one, and sends a guest to sign in', async () => {
    const foreign = contextOf(worker, (call) =>
      call.path.startsWith('/api/messages') ? { status: 404, body: { code: 'ROOM_NOT_FOUND', message: 'x' } } : rooms,
    );
    const request = new Request('http://x/profile/conversation/8');
    expect((await thrown(loadConversation({ request, params: { id: '8' }, context: foreign.context })))?.status).toBe(
      404,
    );
    expect((await thrown(loadConversation({ request, params: { id: 'abc' }, context: foreign.context })))?.status).toBe(
      404,
    );
    const guest = contextOf(null, answerAll);
    const toLogin = await thrown(loadConversation({ request, params: { id: '8' }, context: guest.context }));
    expect(toLogin?.location).toBe('/login?redirect=%2Fprofile%2Fconversation%2F8');
    expect(guest.calls).toEqual([]);
  });

  it('shows a company account outside a team the API’s words instead of failing', async () => {
    const { context } = contextOf(testUser({ role_id: 2 }), () => ({
      status: 403,
      body: { code: 'COMPANY_MEMBER_ONLY', message: 'Join a company first' },
    }));
    const data = await loadConversation({ request: new Request('http://x/profile/conversation'), params: {}, context });
    expect(data).toMatchObject({ rooms: null, refusal: 'Join a company first' });
  });
});

describe('the conversations page action', () => {
  const post = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return new Request('http://x/profile/conversation/7', { method: 'POST', body });
  };

  it('archives and restores a room', async () => {
    const { context, calls } = contextOf(worker, () => ({
      status: 200,
      body: { data: { ids: [7], is_archived: true } },
    }));
    expect(
      await submitConversation({ request: post({ intent: 'archive', room_id: '7' }), params: {}, context }),
    ).toEqual({ ok: true, message: null });
    await submitConversation({ request: post({ intent: 'unarchive', room_id: '7' }), params: {}, context });
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/me/rooms/archive', { ids: [7] }],
      ['/api/me/rooms/unarchive', { ids: [7] }],
    ]);
  });

  it('sends a message without JavaScript and hands back the API’s refusal', async () => {
    const { context, calls } = contextOf(worker, () => ({
      status: 422,
      body: { code: 'CONTACTS_NOT_ALLOWED', message: 'Links wait until the profile is opened' },
    }));
    const reply = await submitConversation({
      request: post({ intent: 'send', room_id: '7', text: 'see https://x.example' }),
      params: {},
      context,
    });
    expect(reply).toEqual({ ok: false, message: 'Links wait until the profile is opened' });
    expect(calls[0]).toMatchObject({
      path: '/api/messages',
      method: 'POST',
      body: { room_id: 7, text: 'see https://x.example' },
    });
  });

  it('opens the candidate’s profile to the room’s company in one post, as consent given in the chat', async () => {
    const { context, calls } = contextOf(worker, () => ({ status: 200, body: { data: {} } }));
    const reply = await submitConversation({
      request: post({ intent: 'open_profile', room_id: '7', company_id: '12' }),
      params: {},
      context,
    });
    expect(reply).toEqual({ ok: true, message: null });
    expect(calls).toEqual([{ path: '/api/open-profile', method: 'POST', body: { company_id: 12, source: 'chat' } }]);
  });
});
