import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, ZOk } from '../envelope.ts';
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
import { ZEnrolResponse, ZLoginResponse, ZSecondFactorRequest } from './second-factor.ts';
import {
  ZCompleteSocialRequest,
  ZCompleteSocialResponse,
  ZSocialProvidersResponse,
  ZStartSocialQuery,
  ZStartSocialResponse,
} from './social.ts';
import { ZProfileResponse, ZSessionResponse, ZTokens, ZUser } from './user.ts';

const endpoint = endpointsOf({ tags: ['identity'], auth: 'none' });
const tokenErrors = ['TOKEN_INVALID', 'TOKEN_EXPIRED'] as const;

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Sign in with e-mail and password (an admin then passes a second factor)',
  body: ZLoginRequest,
  response: ZLoginResponse,
  errors: errorsOf('INVALID_CREDENTIALS', 'USER_BLOCKED'),
});
export const passSecondFactor = endpoint({
  method: 'POST',
  path: '/api/auth/login/second-factor',
  summary: "An admin's second step: a code of the authenticator (or a recovery code) for the password step's challenge",
  body: ZSecondFactorRequest,
  response: ZSessionResponse,
  errors: errorsOf('SECOND_FACTOR_INVALID', 'SIGN_IN_CHALLENGE_EXPIRED', 'USER_BLOCKED'),
});
export const enrolSecondFactor = endpoint({
  method: 'POST',
  path: '/api/auth/login/enrol',
  summary: "An admin's first sign-in: a code from the new secret stores it and answers the recovery codes, once",
  body: ZSecondFactorRequest,
  response: ZEnrolResponse,
  errors: errorsOf('SECOND_FACTOR_INVALID', 'SIGN_IN_CHALLENGE_EXPIRED', 'USER_BLOCKED'),
});
export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  summary: 'Create a worker or company account and sign in',
  body: ZRegisterRequest,
  status: 201,
  response: ZSessionResponse,
  errors: errorsOf('USER_ALREADY_EXIST'),
});
export const refresh = endpoint({
  method: 'POST',
  path: '/api/auth/refresh',
  summary: 'Trade a refresh token for a new pair of tokens',
  body: ZRefreshRequest,
  response: dataOf(ZTokens),
  errors: errorsOf('UNAUTHORIZED', 'REFRESH_TOKEN_REUSED', 'SESSION_EXPIRED', 'USER_BLOCKED'),
});
export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'End the session (and revoke its refresh token when given)',
  auth: 'optional',
  body: ZLogoutRequest.optional(),
  response: ZOk,
  errors: {},
});
export const checkEmail = endpoint({
  method: 'POST',
  path: '/api/auth/check-email',
  summary: 'Whether an e-mail address can still register',
  body: ZCheckEmailRequest,
  response: ZCheckEmailResponse,
  errors: {},
});
export const sendVerificationEmail = endpoint({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  summary: 'Mail the signed-in user a new verification link',
  auth: 'required',
  response: ZOk,
  errors: errorsOf('EMAIL_ALREADY_VERIFIED'),
});
export const verifyEmail = endpoint({
  method: 'GET',
  path: '/api/auth/email-verify/{token}',
  summary: 'Confirm an e-mail address with the link from the verification mail',
  params: ZEmailTokenParams,
  response: dataOf(ZUser),
  errors: errorsOf(...tokenErrors),
});
export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Mail a password-reset link',
  body: ZForgotPasswordRequest,
  response: ZOk,
  errors: errorsOf('USER_NOT_FOUND', 'USER_BLOCKED'),
});
export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with the link from the reset mail',
  body: ZResetPasswordRequest,
  response: ZOk,
  errors: errorsOf(...tokenErrors, 'USER_BLOCKED'),
});
// Not a call of the spec: lets the new-password page tell a spent link before showing its form (issue 11).
export const checkResetToken = endpoint({
  method: 'POST',
  path: '/api/reset-password/check',
  summary: 'Whether a password-reset link still works, without spending it',
  body: ZResetTokenCheckRequest,
  response: ZOk,
  errors: errorsOf(...tokenErrors, 'USER_BLOCKED'),
});
export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile',
  summary: 'The signed-in user, with a token for the realtime connection',
  auth: 'required',
  response: ZProfileResponse,
  errors: {},
});
export const deleteProfile = endpoint({
  method: 'DELETE',
  path: '/api/profile',
  summary: 'Delete the account: at once with the password (or mailed token), else by a confirmation mail',
  auth: 'required',
  body: ZDeleteProfileRequest.optional(),
  response: ZDeleteProfileResponse,
  errors: errorsOf(...tokenErrors, 'PASSWORD_INCORRECT'),
});
export const activateProfile = endpoint({
  method: 'POST',
  path: '/api/me/activate',
  summary: 'Make the profile visible again',
  auth: 'required',
  response: dataOf(ZUser),
  errors: {},
});
export const deactivateProfile = endpoint({
  method: 'POST',
  path: '/api/me/deactivate',
  summary: 'Hide the profile',
  auth: 'required',
  response: ZOk,
  errors: {},
});
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/me/change-password',
  summary: 'Change (or set a first) password; other sessions end',
  auth: 'required',
  body: ZChangePasswordRequest,
  response: dataOf(ZTokens),
  errors: errorsOf('PASSWORD_INCORRECT'),
});
export const listNotificationKinds = endpoint({
  method: 'GET',
  path: '/api/settings/notifications',
  summary: 'The notification kinds a user can switch, named in the request language',
  response: ZNotificationKindsResponse,
  errors: {},
});
export const getMyNotifications = endpoint({
  method: 'GET',
  path: '/api/me/notifications',
  summary: "The signed-in user's notification settings",
  auth: 'required',
  response: ZMyNotificationsResponse,
  errors: {},
});
export const saveMyNotifications = endpoint({
  method: 'POST',
  path: '/api/me/notifications',
  summary: "Save the signed-in user's notification settings",
  auth: 'required',
  body: ZSaveNotificationsRequest,
  response: ZMyNotificationsResponse,
  errors: {},
});
export const getReferralStatistics = endpoint({
  method: 'GET',
  path: '/api/me/referrals/statistics',
  summary: "How far the signed-in user's invite link reached",
  auth: 'required',
  response: ZReferralStatisticsResponse,
  errors: {},
});
export const recordInviteVisit = endpoint({
  method: 'POST',
  path: '/api/invites/{code}/visit',
  summary: 'Count a visitor on an invite link (unknown codes are ignored)',
  params: ZInviteCodeParams,
  body: ZInviteVisitRequest,
  response: ZOk,
  errors: {},
});
export const listSocialProviders = endpoint({
  method: 'GET',
  path: '/api/auth/social/providers',
  summary: 'The social sign-in providers this server offers',
  response: ZSocialProvidersResponse,
  errors: {},
});
export const startSocialSignIn = endpoint({
  method: 'GET',
  path: '/api/auth/social',
  summary: "The provider's sign-in address to send the visitor to",
  query: ZStartSocialQuery,
  response: ZStartSocialResponse,
  errors: errorsOf('SOCIAL_PROVIDER_UNAVAILABLE'),
});
export const completeSocialSignIn = endpoint({
  method: 'POST',
  path: '/api/auth/social',
  summary: "Finish a social sign-in with the provider's code and state",
  body: ZCompleteSocialRequest,
  response: ZCompleteSocialResponse,
  errors: errorsOf(
    'SOCIAL_SIGN_IN_FAILED',
    'SOCIAL_STATE_INVALID',
    'SOCIAL_EMAIL_UNVERIFIED',
    'SOCIAL_SIGN_IN_NOT_FOR_ADMINS',
    'SOCIAL_PROVIDER_UNAVAILABLE',
    'USER_BLOCKED',
  ),
});
export const checkRedirect = endpoint({
  method: 'POST',
  path: '/api/redirect/check',
  summary: 'A redirect target made safe: a path of this site, or the home page',
  body: ZRedirectCheckRequest,
  response: ZRedirectCheckResponse,
  errors: {},
});
