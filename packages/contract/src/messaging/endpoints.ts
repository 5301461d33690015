import { z } from 'zod';
import { errorsOf } from '../app-errors.ts';
import { defineEndpoint } from '../endpoint.ts';
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

const tags = ['messaging'] as const;

/** Who may be in a room: someone else's room is "not found"; a company account outside a team has none. */
const roomErrors = ['ROOM_NOT_FOUND', 'COMPANY_MEMBER_ONLY'] as const;

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/messages',
  summary: 'A page of a room’s messages: the newest, those before `before_id`, or those after `after_id`',
  tags,
  auth: 'required',
  query: ZListMessagesQuery,
  response: ZMessagesPage,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const sendMessage = defineEndpoint({
  method: 'POST',
  path: '/api/messages',
  summary: 'Write to a room; links, e-mails and phone numbers only once the candidate opened the profile',
  tags,
  auth: 'required',
  body: ZSendMessageRequest,
  status: 201,
  response: ZMessageResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors, 'CONTACTS_NOT_ALLOWED', 'COMPANY_HIDDEN', 'TEMPLATES_LIMIT_REACHED'),
});
export const getFirstText = defineEndpoint({
  method: 'GET',
  path: '/api/messages/first-text',
  summary: 'A suggested first message from the signed-in member’s company to a candidate, about a vacancy or not',
  tags,
  auth: 'required',
  query: ZFirstTextQuery,
  response: ZFirstTextResponse,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY', 'CANDIDATE_NOT_FOUND', 'VACANCY_NOT_FOUND'),
});
export const markRoomsRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/messages/isread',
  summary: 'Mark rooms read up to their last message, for the reader’s side',
  tags,
  auth: 'required',
  body: ZMarkReadRequest,
  response: ZMarkReadResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const listOutstaffMessages = defineEndpoint({
  method: 'GET',
  path: '/api/outstaff/{candidate}/messages/{room}',
  summary: 'An admin reads an outstaffed candidate’s room, as their outstaff manager',
  tags,
  auth: 'required',
  params: ZOutstaffRoomParams,
  query: ZOutstaffMessagesQuery,
  response: ZMessagesPage,
  errors: errorsOf('FORBIDDEN', 'ROOM_NOT_FOUND', 'CANDIDATE_NOT_FOUND', 'NOT_OUTSTAFF'),
});
export const sendOutstaffMessage = defineEndpoint({
  method: 'POST',
  path: '/api/outstaff/{candidate}/messages/{room}',
  summary: 'An admin writes in an outstaffed candidate’s room on the candidate’s behalf',
  tags,
  auth: 'required',
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
export const listRooms = defineEndpoint({
  method: 'GET',
  path: '/api/me/rooms',
  summary: 'The signed-in user’s conversations (outstaff ones aside), newest first, with unread counts',
  tags,
  auth: 'required',
  query: ZListRoomsQuery,
  response: ZRoomsPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY'),
});
export const startRoom = defineEndpoint({
  method: 'POST',
  path: '/api/me/rooms',
  summary: 'A company member writes to a candidate found in search (into the existing room, if there is one)',
  tags,
  auth: 'required',
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
export const listOutstaffRooms = defineEndpoint({
  method: 'GET',
  path: '/api/me/rooms/outstaff',
  summary: 'Outstaff conversations: an admin’s (all of them), a company’s or an outstaffed candidate’s own',
  tags,
  auth: 'required',
  query: ZListRoomsQuery,
  response: ZRoomsPage,
  errors: errorsOf('FORBIDDEN', 'COMPANY_MEMBER_ONLY'),
});
export const archiveRooms = defineEndpoint({
  method: 'POST',
  path: '/api/me/rooms/archive',
  summary: 'Archive rooms for the reader’s side; a new message brings a room back',
  tags,
  auth: 'required',
  body: ZRoomIdsRequest,
  response: ZArchiveResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const unarchiveRooms = defineEndpoint({
  method: 'POST',
  path: '/api/me/rooms/unarchive',
  summary: 'Bring archived rooms back to the reader’s side’s list',
  tags,
  auth: 'required',
  body: ZRoomIdsRequest,
  response: ZArchiveResponse,
  errors: errorsOf('FORBIDDEN', ...roomErrors),
});
export const authorizeChannel = defineEndpoint({
  method: 'POST',
  path: '/api/broadcasting/auth',
  summary: 'Sign the subscription of a socket to the signed-in user’s own private channel (`private-user.{id}`)',
  tags,
  auth: 'required',
  body: ZBroadcastingAuthRequest,
  response: ZBroadcastingAuthResponse,
  errors: errorsOf('FORBIDDEN', 'CHANNEL_FORBIDDEN'),
});
export const listTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/templates',
  summary: 'The signed-in company member’s saved message templates, newest first',
  tags,
  auth: 'required',
  response: listOf(ZMessageTemplate),
  errors: errorsOf('FORBIDDEN'),
});
export const deleteTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/api/templates/{id}',
  summary: 'Delete one of the signed-in member’s saved message templates',
  tags,
  auth: 'required',
  params: ZTemplateParams,
  response: dataOf(z.object({ id: z.number().int() })),
  errors: errorsOf('FORBIDDEN', 'TEMPLATE_NOT_FOUND'),
});
