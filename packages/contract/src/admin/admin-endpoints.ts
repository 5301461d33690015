import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { ZOk } from '../envelope.ts';
import {
  ZAdminAccountResponse,
  ZAdminAccountsPage,
  ZAdminAccountsQuery,
  ZCreateAdminAccountRequest,
  ZRecoveryCodesRequest,
  ZRecoveryCodesResponse,
  ZUpdateAdminAccountRequest,
  ZUpdateAdminProfileRequest,
} from './admins.ts';
import {
  ZAdminSpecializationsList,
  ZAdminSpecializationsQuery,
  ZCommunitySkillParams,
  ZCommunitySkillResponse,
  ZCommunitySkillsPage,
  ZCommunitySkillsQuery,
  ZUpdateCommunitySkillRequest,
} from './settings.ts';
import { ZAdminUserParams } from './users.ts';

const endpoint = endpointsOf({ tags: ['admin'], auth: 'required' });

const ON_ADMIN = ['FORBIDDEN', 'ADMIN_ACCOUNT_NOT_FOUND'] as const;

export const listAdminAccounts = endpoint({
  method: 'GET',
  path: '/api/admin/admins',
  summary: 'Admins: the admins’ accounts, searched by e-mail or name, sorted and paged',
  query: ZAdminAccountsQuery,
  response: ZAdminAccountsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const createAdminAccount = endpoint({
  method: 'POST',
  path: '/api/admin/admins',
  summary: 'Admins: invite another admin; the mail’s link sets a password, the first sign-in sets up the second factor',
  body: ZCreateAdminAccountRequest,
  status: 201,
  response: ZAdminAccountResponse,
  errors: errorsOf('FORBIDDEN', 'USER_ALREADY_EXIST'),
});
export const getAdminAccount = endpoint({
  method: 'GET',
  path: '/api/admin/admins/{id}',
  summary: 'Admins: one admin’s account',
  params: ZAdminUserParams,
  response: ZAdminAccountResponse,
  errors: errorsOf(...ON_ADMIN),
});
export const updateAdminAccount = endpoint({
  method: 'PUT',
  path: '/api/admin/admins/{id}',
  summary: 'Admins: another admin’s name, e-mail and active switch (a deactivated admin is signed out and kept out)',
  params: ZAdminUserParams,
  body: ZUpdateAdminAccountRequest,
  response: ZAdminAccountResponse,
  errors: errorsOf(...ON_ADMIN, 'USER_ALREADY_EXIST', 'ADMIN_TARGET_SELF', 'ADMIN_LAST_ACTIVE'),
});
export const deleteAdminAccount = endpoint({
  method: 'DELETE',
  path: '/api/admin/admins/{id}',
  summary: 'Admins: remove another admin’s account (signed out at once, erased after 30 days)',
  params: ZAdminUserParams,
  response: ZOk,
  errors: errorsOf(...ON_ADMIN, 'ADMIN_TARGET_SELF', 'ADMIN_LAST_ACTIVE'),
});
export const updateAdminProfile = endpoint({
  method: 'PUT',
  path: '/api/admin/profile',
  summary: 'The signed-in admin’s own name, e-mail and language; a new e-mail asks for the current password',
  body: ZUpdateAdminProfileRequest,
  response: ZAdminAccountResponse,
  errors: errorsOf('FORBIDDEN', 'USER_ALREADY_EXIST', 'PASSWORD_INCORRECT'),
});
export const renewRecoveryCodes = endpoint({
  method: 'POST',
  path: '/api/admin/profile/recovery-codes',
  summary: 'The signed-in admin’s new recovery codes, shown this once; the old ones stop working',
  body: ZRecoveryCodesRequest,
  response: ZRecoveryCodesResponse,
  errors: errorsOf('FORBIDDEN', 'PASSWORD_INCORRECT'),
});

export const listAdminSpecializations = endpoint({
  method: 'GET',
  path: '/api/admin/specializations',
  summary: 'Admins: the specializations catalog with how many vacancies and candidate profiles use each',
  query: ZAdminSpecializationsQuery,
  response: ZAdminSpecializationsList,
  errors: errorsOf('FORBIDDEN'),
});
export const listCommunitySkills = endpoint({
  method: 'GET',
  path: '/api/admin/community/skills',
  summary: 'Admins: the skills people entered on their profiles, with how many profiles list each',
  query: ZCommunitySkillsQuery,
  response: ZCommunitySkillsPage,
  errors: errorsOf('FORBIDDEN'),
});
export const updateCommunitySkill = endpoint({
  method: 'PUT',
  path: '/api/admin/community/skills/{id}',
  summary: 'Admins: rename a skill on every profile that lists it; a name another skill has merges the two',
  params: ZCommunitySkillParams,
  body: ZUpdateCommunitySkillRequest,
  response: ZCommunitySkillResponse,
  errors: errorsOf('FORBIDDEN', 'COMMUNITY_SKILL_NOT_FOUND'),
});
