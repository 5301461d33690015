import { candidates, messaging, ROLES, ZListRoomsQuery } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath, splitLocale } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { OUTSTAFF_PATH } from './components/paths.ts';

type Args = DataArgs<{ id?: string }>;

/** The room in the address, if it names one; anything but a positive id is no page. */
function roomIdOf(id: string | undefined): number | null {
  if (id === undefined) return null;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new Response(null, { status: 404 });
  return Number(id);
}

/**
 * The conversations page: the reader's rooms (`?archived=1` the archived ones, the outstaff list under /outstaff) and,
 * with an id, that room's newest messages, marked read as the page opens it. Someone else's room is a 404.
 */
export async function loadConversation({ request, params, context }: Args) {
  const user = await requireUser({ request, context }, ['auth']);
  const locale = localeOfParams(params);
  const url = new URL(request.url);
  const isOutstaff = splitLocale(url.pathname).path.startsWith(OUTSTAFF_PATH);
  // Admins take part in outstaff rooms only (on the candidate's behalf): the other list is not theirs to read.
  if (!isOutstaff && user?.role_id === ROLES.admin) throw redirect(localizePath(locale, OUTSTAFF_PATH));
  const roomId = roomIdOf(params.id);
  const query = ZListRoomsQuery.safeParse(Object.fromEntries(url.searchParams));
  const { page, archived } = query.success ? query.data : { page: 1, archived: false };
  const api = serverApi(context);
  const [rooms, thread] = await Promise.all([
    callApi(api, isOutstaff ? messaging.listOutstaffRooms : messaging.listRooms, {
      query: { page, archived: archived ? '1' : '0' },
      locale,
    }),
    roomId === null ? null : callApi(api, messaging.listMessages, { query: { room_id: roomId }, locale }),
  ]);
  if (!rooms.ok && rooms.status === 401) throw new Response(null, { status: 401 });
  let unreadMessages = rooms.ok ? rooms.data.unread_messages : 0;
  let roomList = rooms.ok ? rooms.data : null;
  let openThread = thread && orThrow(thread, { relay: 'all' });
  if (openThread && openThread.room.unread_count > 0) {
    const openId = openThread.room.id;
    const read = await callApi(api, messaging.markRoomsRead, { body: { rooms: [openId] }, locale });
    if (read.ok) {
      unreadMessages = read.data.unread_messages;
      openThread = { ...openThread, room: { ...openThread.room, unread_count: 0 } };
      // The list was read alongside the thread, before this: its entry for the room just read says so too.
      roomList = roomList && {
        ...roomList,
        list: roomList.list.map((room) => (room.id === openId ? { ...room, unread_count: 0 } : room)),
      };
    }
  }
  return {
    user,
    isOutstaff,
    archived,
    // A company account outside a team has no conversations: the page says so instead of failing.
    rooms: roomList,
    refusal: rooms.ok ? null : rooms.error.message,
    unreadMessages,
    thread: openThread,
  };
}

/**
 * Posts without JavaScript (the page sends from the browser once its script runs): `send` writes to a room,
 * `archive`/`unarchive` move one, `open_profile` opens the candidate's profile to the room's company (source `chat`);
 * the API's refusal comes back as its message.
 */
export async function submitConversation({ request, params, context }: Args) {
  const locale = localeOfParams(params);
  const form = await request.formData();
  const intent = form.get('intent');
  const roomId = Number(form.get('room_id'));
  if (!Number.isInteger(roomId) || roomId <= 0) return { ok: false as const, message: null };
  const api = serverApi(context);
  const answer =
    intent === 'send'
      ? await callApi(api, messaging.sendMessage, {
          body: {
            room_id: roomId,
            text: String(form.get('text') ?? ''),
            // The composer's checkbox, a company member's only: sent when ticked, as a browser posts a checkbox.
            ...(form.get('save_as_template') === '1' ? { save_as_template: true } : {}),
          },
          locale,
        })
      : intent === 'archive' || intent === 'unarchive'
        ? await callApi(api, intent === 'archive' ? messaging.archiveRooms : messaging.unarchiveRooms, {
            body: { ids: [roomId] },
            locale,
          })
        : intent === 'open_profile'
          ? await callApi(api, candidates.openProfile, {
              body: { company_id: Number(form.get('company_id')), source: 'chat' },
              locale,
            })
          : null;
  if (!answer) return { ok: false as const, message: null };
  return answer.ok ? { ok: true as const, message: null } : { ok: false as const, message: answer.error.message };
}
