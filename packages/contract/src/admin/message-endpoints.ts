import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZAdminRoomDetail, ZAdminRoomParams, ZAdminRoomQuery, ZAdminRoomsPage, ZAdminRoomsQuery } from './messages.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

export const listAdminRooms = endpoint({
  method: 'GET',
  path: '/api/admin/messages',
  summary: 'Admins: every conversation with both sides named, newest first, by account or company (for abuse reports)',
  query: ZAdminRoomsQuery,
  response: ZAdminRoomsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const getAdminRoom = endpoint({
  method: 'GET',
  path: '/api/admin/messages/{id}',
  summary: 'Admins: read a conversation’s messages, a page at a time; every read is written to the audit log',
  params: ZAdminRoomParams,
  query: ZAdminRoomQuery,
  response: ZAdminRoomDetail,
  errors: errorsOf('FORBIDDEN', 'ADMIN_ROOM_NOT_FOUND'),
});
