import { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf } from '../envelope.ts';
import {
  ZFirstTextQuery,
  ZFirstTextResponse,
  ZListMessagesQuery,
  ZMessageResponse,
  ZMessageTemplate,
  ZOutstaffMessageRequest,
  ZOutstaffMessagesQuery,
  ZOutstaffRoomParams,
  ZSendMessageRequest,
  ZTemplateParams,
} from './message.ts';
import {
  ZArchiveResponse,
  ZListRoomsQuery,
  ZMarkReadRequest,
  ZMarkReadResponse,
  ZMessagesPage,
  ZRoomIdsRequest,
  ZRoomsPage,
  ZStartRoomRequest,
  ZStartRoomResponse,
} from './room.ts';
import { ZBroadcastingAuthRequest, ZBroadcastingAuthResponse } from './socket.ts';

const endpoint = endpointsOf({ tags: ['messaging'], auth: 'required' });

/** Who may be in a room: someone else's room is "not found"; a company account outside a team has none. */
const roomErrors = ['ROOM_NOT_FOUND', 'COMPANY_MEMBER_ONLY'] as const;

export const listMessages = endpoint({
  method: 'GET',
  path: '/api/messages',
  summary: 'A page of a room’s messages: the newest, those before `before_id`, or those after `after_id`',
  query: ZListMessagesQuery,
  response: ZMessagesPage,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/messages',
  summary: 'Write to a room; links, e-mails and phone numbers only once the candidate opened the profile',
  body: ZSendMessageRequest,
  status: 201,
  response: ZMessageResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors, 'CONTACTS_NOT_ALLOWED', 'COMPANY_HIDDEN', 'TEMPLATES_LIMIT_REACHED'),
});
export const getFirstText = endpoint({
  method: 'GET',
  path: '/api/messages/first-text',
  summary: 'A suggested first message from the signed-in member’s company to a candidate, about a vacancy or not',
  query: ZFirstTextQuery,
  response: ZFirstTextResponse,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY', 'CANDIDATE_NOT_FOUND', 'VACANCY_NOT_FOUND'),
});
export const markRoomsRead = endpoint({
  method: 'PATCH',
  path: '/api/messages/isread',
  summary: 'Mark rooms read up to their last message, for the reader’s side',
  body: ZMarkReadRequest,
  response: ZMarkReadResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const listOutstaffMessages = endpoint({
  method: 'GET',
  path: '/api/outstaff/{candidate}/messages/{room}',
  summary: 'An admin reads an outstaffed candidate’s room, as their outstaff manager',
  params: ZOutstaffRoomParams,
  query: ZOutstaffMessagesQuery,
  response: ZMessagesPage,
  errors: errorsOf('FORBIDDEN', 'ROOM_NOT_FOUND', 'CANDIDATE_NOT_FOUND', 'NOT_OUTSTAFF'),
});
export const sendOutstaffMessage = endpoint({
  method: 'POST',
  path: '/api/outstaff/{candidate}/messages/{room}',
  summary: 'An admin writes in an outstaffed candidate’s room on the candidate’s behalf',
  params: ZOutstaffRoomParams,
  body: ZOutstaffMessageRequest,
  status: 201,
  response: ZMessageResponse,
  errors: errorsOf(
    'FORBIDDEN',
    'ROOM_NOT_FOUND',
    'CANDIDATE_NOT_FOUND',
    'NOT_OUTSTAFF',
    'CONTACTS_NOT_ALLOWED',
    'COMPANY_HIDDEN',
  ),
});
export const listRooms = endpoint({
  method: 'GET',
  path: '/api/me/rooms',
  summary: 'The signed-in user’s conversations (outstaff ones aside), newest first, with unread counts',
  query: ZListRoomsQuery,
  response: ZRoomsPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY'),
});
export const startRoom = endpoint({
  method: 'POST',
  path: '/api/me/rooms',
  summary: 'A company member writes to a candidate found in search (into the existing room, if there is one)',
  body: ZStartRoomRequest,
  status: 201,
  response: ZStartRoomResponse,
  errors: errorsOf(
    'FORBIDDEN',
    'COMPANY_MEMBER_ONLY',
    'COMPANY_NOT_LISTED',
    'CANDIDATE_NOT_FOUND',
    'CONTACTS_NOT_ALLOWED',
  ),
});
export const listOutstaffRooms = endpoint({
  method: 'GET',
  path: '/api/me/rooms/outstaff',
  summary: 'Outstaff conversations: an admin’s (all of them), a company’s or an outstaffed candidate’s own',
  query: ZListRoomsQuery,
  response: ZRoomsPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY'),
});
export const archiveRooms = endpoint({
  method: 'POST',
  path: '/api/me/rooms/archive',
  summary: 'Archive rooms for the reader’s side; a new message brings a room back',
  body: ZRoomIdsRequest,
  response: ZArchiveResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const unarchiveRooms = endpoint({
  method: 'POST',
  path: '/api/me/rooms/unarchive',
  summary: 'Bring archived rooms back to the reader’s side’s list',
  body: ZRoomIdsRequest,
  response: ZArchiveResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const authorizeChannel = endpoint({
  method: 'POST',
  path: '/api/broadcasting/auth',
  summary: 'Sign the subscription of a socket to the signed-in user’s own private channel (`private-user.{id}`)',
  body: ZBroadcastingAuthRequest,
  response: ZBroadcastingAuthResponse,
  errors: errorsOf('FORBIDDEN', 'CHANNEL_FORBIDDEN'),
});
export const listTemplates = endpoint({
  method: 'GET',
  path: '/api/templates',
  summary: 'The signed-in company member’s saved message templates, newest first',
  response: listOf(ZMessageTemplate),
  errors: errorsOf('FORBIDDEN'),
});
export const deleteTemplate = endpoint({
  method: 'DELETE',
  path: '/api/templates/{id}',
  summary: 'Delete one of the signed-in member’s saved message templates',
  params: ZTemplateParams,
  response: dataOf(z.object({ id: z.number().int() })),
  errors: errorsOf('FORBIDDEN', 'TEMPLATE_NOT_FOUND'),
});
