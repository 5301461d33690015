import { errorsOf } from '../app-errors.ts';
import { defineEndpoint } from '../endpoint.ts';
import { dataOf } from '../envelope.ts';
import {
  ZInviteCodeParams,
  ZInviteVisitRequest,
  ZMyNotificationsResponse,
  ZNotificationKindsResponse,
  ZReferralStatisticsResponse,
  ZSaveNotificationsRequest,
} from './account.ts';
import {
  ZChangePasswordRequest,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZDeleteProfileRequest,
  ZDeleteProfileResponse,
  ZEmailTokenParams,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZRedirectCheckRequest,
  ZRedirectCheckResponse,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZResetTokenCheckRequest,
} from './auth.ts';
import {
  ZCompleteSocialRequest,
  ZCompleteSocialResponse,
  ZSocialProvidersResponse,
  ZStartSocialQuery,
  ZStartSocialResponse,
} from './social.ts';
import { ZOkResponse, ZProfileResponse, ZSessionResponse, ZTokens, ZUser } from './user.ts';

const tags = ['identity'] as const;
const tokenErrors = ['TOKEN_INVALID', 'TOKEN_EXPIRED'] as const;

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password',
  tags,
  auth: 'none',
  body: ZLoginRequest,
  response: ZSessionResponse,
  errors: errorsOf('INVALID_CREDENTIALS', 'USER_BLOCKED'),
});
export const register = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create a worker or company account and sign in',
  tags,
  auth: 'none',
  body: ZRegisterRequest,
  status: 201,
  response: ZSessionResponse,
  errors: errorsOf('USER_ALREADY_EXIST'),
});
export const refresh = defineEndpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Trade a refresh token for a new pair of tokens',
  tags,
  auth: 'none',
  body: ZRefreshRequest,
  response: dataOf(ZTokens),
  errors: errorsOf('UNAUTHORIZED', 'REFRESH_TOKEN_REUSED', 'SESSION_EXPIRED', 'USER_BLOCKED'),
});
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End the session (and revoke its refresh token when given)',
  tags,
  auth: 'optional',
  body: ZLogoutRequest.optional(),
  response: ZOkResponse,
  errors: {},
});
export const checkEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/check-email',
  summary: 'Whether an e-mail address can still register',
  tags,
  auth: 'none',
  body: ZCheckEmailRequest,
  response: ZCheckEmailResponse,
  errors: {},
});
export const sendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  summary: 'Mail the signed-in user a new verification link',
  tags,
  auth: 'required',
  response: ZOkResponse,
  errors: errorsOf('EMAIL_ALREADY_VERIFIED'),
});
export const verifyEmail = defineEndpoint({
  method: 'GET',
  path: '/api/auth/email-verify/{token}',
  summary: 'Confirm an e-mail address with the link from the verification mail',
  tags,
  auth: 'none',
  params: ZEmailTokenParams,
  response: dataOf(ZUser),
  errors: errorsOf(...tokenErrors),
});
export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Mail a password-reset link',
  tags,
  auth: 'none',
  body: ZForgotPasswordRequest,
  response: ZOkResponse,
  errors: errorsOf('USER_NOT_FOUND', 'USER_BLOCKED'),
});
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with the link from the reset mail',
  tags,
  auth: 'none',
  body: ZResetPasswordRequest,
  response: ZOkResponse,
  errors: errorsOf(...tokenErrors, 'USER_BLOCKED'),
});
// Not a call of the spec: lets the new-password page tell a spent link before showing its form (issue 11).
export const checkResetToken = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password/check',
  summary: 'Whether a password-reset link still works, without spending it',
  tags,
  auth: 'none',
  body: ZResetTokenCheckRequest,
  response: ZOkResponse,
  errors: errorsOf(...tokenErrors, 'USER_BLOCKED'),
});
export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in user, with a token for the realtime connection',
  tags,
  auth: 'required',
  response: ZProfileResponse,
  errors: {},
});
export const deleteProfile = defineEndpoint({
  method: 'DELETE',
  path: '/api/profile',
  summary: 'Delete the account: at once with the password (or mailed token), else by a confirmation mail',
  tags,
  auth: 'required',
  body: ZDeleteProfileRequest.optional(),
  response: ZDeleteProfileResponse,
  errors: errorsOf(...tokenErrors, 'PASSWORD_INCORRECT'),
});
export const activateProfile = defineEndpoint({
  method: 'POST',
  path: '/api/me/activate',
  summary: 'Make the profile visible again',
  tags,
  auth: 'required',
  response: dataOf(ZUser),
  errors: {},
});
export const deactivateProfile = defineEndpoint({
  method: 'POST',
  path: '/api/me/deactivate',
  summary: 'Hide the profile',
  tags,
  auth: 'required',
  response: ZOkResponse,
  errors: {},
});
export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/me/change-password',
  summary: 'Change (or set a first) password; other sessions end',
  tags,
  auth: 'required',
  body: ZChangePasswordRequest,
  response: dataOf(ZTokens),
  errors: errorsOf('PASSWORD_INCORRECT'),
});
export const listNotificationKinds = defineEndpoint({
  method: 'GET',
  path: '/api/settings/notifications',
  summary: 'The notification kinds a user can switch, named in the request language',
  tags,
  auth: 'none',
  response: ZNotificationKindsResponse,
  errors: {},
});
export const getMyNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/me/notifications',
  summary: "The signed-in user's notification settings",
  tags,
  auth: 'required',
  response: ZMyNotificationsResponse,
  errors: {},
});
export const saveMyNotifications = defineEndpoint({
  method: 'POST',
  path: '/api/me/notifications',
  summary: "Save the signed-in user's notification settings",
  tags,
  auth: 'required',
  body: ZSaveNotificationsRequest,
  response: ZMyNotificationsResponse,
  errors: {},
});
export const getReferralStatistics = defineEndpoint({
  method: 'GET',
  path: '/api/me/referrals/statistics',
  summary: "How far the signed-in user's invite link reached",
  tags,
  auth: 'required',
  response: ZReferralStatisticsResponse,
  errors: {},
});
export const recordInviteVisit = defineEndpoint({
  method: 'POST',
  path: '/api/invites/{code}/visit',
  summary: 'Count a visitor on an invite link (unknown codes are ignored)',
  tags,
  auth: 'none',
  params: ZInviteCodeParams,
  body: ZInviteVisitRequest,
  response: ZOkResponse,
  errors: {},
});
export const listSocialProviders = defineEndpoint({
  method: 'GET',
  path: '/api/auth/social/providers',
  summary: 'The social sign-in providers this server offers',
  tags,
  auth: 'none',
  response: ZSocialProvidersResponse,
  errors: {},
});
export const startSocialSignIn = defineEndpoint({
  method: 'GET',
  path: '/api/auth/social',
  summary: "The provider's sign-in address to send the visitor to",
  tags,
  auth: 'none',
  query: ZStartSocialQuery,
  response: ZStartSocialResponse,
  errors: errorsOf('SOCIAL_PROVIDER_UNAVAILABLE'),
});
export const completeSocialSignIn = defineEndpoint({
  method: 'POST',
  path: '/api/auth/social',
  summary: "Finish a social sign-in with the provider's code and state",
  tags,
  auth: 'none',
  body: ZCompleteSocialRequest,
  response: ZCompleteSocialResponse,
  errors: errorsOf(
    'SOCIAL_SIGN_IN_FAILED',
    'SOCIAL_STATE_INVALID',
    'SOCIAL_EMAIL_UNVERIFIED',
    'SOCIAL_PROVIDER_UNAVAILABLE',
    'USER_BLOCKED',
  ),
});
export const checkRedirect = defineEndpoint({
  method: 'POST',
  path: '/api/redirect/check',
  summary: 'A redirect target made safe: a path of this site, or the home page',
  tags,
  auth: 'none',
  body: ZRedirectCheckRequest,
  response: ZRedirectCheckResponse,
  errors: {},
});
