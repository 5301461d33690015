import {
  dataOf,
  ZChangePasswordRequest,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZCompleteSocialRequest,
  ZCompleteSocialResponse,
  ZDeleteProfileResponse,
  ZEmailTokenParams,
  ZForgotPasswordRequest,
  ZInviteCodeParams,
  ZInviteVisitRequest,
  ZLoginRequest,
  ZLogoutRequest,
  ZMyNotificationsResponse,
  ZNotificationKindsResponse,
  ZOkResponse,
  ZProfileResponse,
  ZRedirectCheckRequest,
  ZRedirectCheckResponse,
  ZReferralStatisticsResponse,
  ZRefreshRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSaveNotificationsRequest,
  ZSessionResponse,
  ZSocialProvidersResponse,
  ZStartSocialQuery,
  ZStartSocialResponse,
  ZTokens,
  ZUser,
} from '@hushwork/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { changePassword } from './change-password.ts';
import { checkEmail } from './check-email.ts';
import { checkRedirect } from './check-redirect.ts';
import { checkResetToken } from './check-reset-token.ts';
import { deleteAccount } from './delete-account.ts';
import { activateProfile, deactivateProfile, getProfile } from './manage-account.ts';
import { getMyNotifications, listNotificationKinds, saveMyNotifications } from './notification-settings.ts';
import { getReferralStatistics, recordInviteVisit } from './referrals.ts';
import { refreshSession } from './refresh-session.ts';
import { registerUser } from './register-user.ts';
import { requestPasswordReset, resetPassword } from './reset-password.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { SOCIAL_PROVIDERS } from './social/social-provider.ts';
import { completeSocialSignIn, type SocialDeps, startSocialSignIn } from './social-sign-in.ts';
import { verifyEmail } from './verify-email.ts';

const tags = ['identity'];
const ok = { data: { ok: true as const } };
const clientOf = (req: FastifyRequest) => ({ ip: req.ip ?? null, user_agent: req.headers['user-agent'] ?? null });
/** The token travels in the body, not the path, so request logs never hold it. */
const ZResetTokenCheckBody = z.strictObject({ token: z.string().min(1).max(200) });
const ZDeleteBody = z.strictObject({
  password: z.string().max(1_000).optional(),
  token: z.string().max(200).optional(),
});

/**
 * Accounts and sessions. `realtimeToken` mints the short-lived token a cookie session gets at `data.token`
 * (DESIGN.md section 4): never the session's own tokens.
 */
export const identityRoutes =
  (deps: SocialDeps, realtimeToken: (userId: number) => string): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      { schema: { tags, body: ZLoginRequest, response: { 200: ZSessionResponse } } },
      async (req) => ({
        data: await signIn(deps, req.body, clientOf(req)),
      }),
    );
    app.post(
      '/api/auth/register',
      { schema: { tags, body: ZRegisterRequest, response: { 201: ZSessionResponse } } },
      async (req, reply) =>
        reply.code(201).send({
          data: await registerUser(deps, { ...req.body, locale: req.body.locale ?? req.locale }, clientOf(req)),
        }),
    );
    app.post(
      '/api/auth/refresh',
      { schema: { tags, body: ZRefreshRequest, response: { 200: dataOf(ZTokens) } } },
      async (req) => ({
        data: await refreshSession(deps, req.body.refresh_token, clientOf(req)),
      }),
    );
    app.post(
      '/api/auth/logout',
      { schema: { tags, body: ZLogoutRequest.optional(), response: { 200: ZOkResponse } } },
      async (req) => {
        await signOut(deps, req.actor, req.body?.refresh_token);
        return ok;
      },
    );
    app.post(
      '/api/auth/check-email',
      { schema: { tags, body: ZCheckEmailRequest, response: { 200: ZCheckEmailResponse } } },
      async (req) => ({
        data: await checkEmail(deps, req.body.email, req.ip),
      }),
    );
    app.post('/api/auth/send-verification-email', { schema: { tags, response: { 200: ZOkResponse } } }, async (req) => {
      await sendVerificationEmail(deps, req.actor);
      return ok;
    });
    app.get(
      '/api/auth/email-verify/:token',
      { schema: { tags, params: ZEmailTokenParams, response: { 200: dataOf(ZUser) } } },
      async (req) => ({
        data: await verifyEmail(deps, req.params.token),
      }),
    );
    app.post(
      '/api/forgot-password',
      { schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZOkResponse } } },
      async (req) => {
        await requestPasswordReset(deps, req.body.email, req.ip);
        return ok;
      },
    );
    app.post(
      '/api/reset-password',
      { schema: { tags, body: ZResetPasswordRequest, response: { 200: ZOkResponse } } },
      async (req) => {
        await resetPassword(deps, req.body);
        return ok;
      },
    );
    // Not a call of the spec: lets the new-password page tell a spent link before showing its form (issue 11).
    app.post(
      '/api/reset-password/check',
      { schema: { tags, body: ZResetTokenCheckBody, response: { 200: ZOkResponse } } },
      async (req) => {
        await checkResetToken(deps, req.body.token);
        return ok;
      },
    );

    app.get('/api/profile', { schema: { tags, response: { 200: ZProfileResponse } } }, async (req) => {
      const user = await getProfile(deps, req.actor);
      const bearer = req.actor.via === 'bearer' ? (req.headers.authorization ?? '').slice(7).trim() : null;
      return { data: { ...user, token: bearer ?? realtimeToken(user.id) } };
    });
    app.delete(
      '/api/profile',
      { schema: { tags, body: ZDeleteBody.optional(), response: { 200: ZDeleteProfileResponse } } },
      async (req) => ({
        data: await deleteAccount(deps, req.actor, req.body ?? {}),
      }),
    );
    app.post('/api/me/activate', { schema: { tags, response: { 200: dataOf(ZUser) } } }, async (req) => ({
      data: await activateProfile(deps, req.actor),
    }));
    app.post('/api/me/deactivate', { schema: { tags, response: { 200: ZOkResponse } } }, async (req) => {
      await deactivateProfile(deps, req.actor);
      return ok;
    });
    app.post(
      '/api/me/change-password',
      { schema: { tags, body: ZChangePasswordRequest, response: { 200: dataOf(ZTokens) } } },
      async (req) => ({
        data: await changePassword(deps, req.actor, req.body, clientOf(req)),
      }),
    );
    app.get(
      '/api/settings/notifications',
      { schema: { tags, response: { 200: ZNotificationKindsResponse } } },
      async (req) => ({
        data: { list: listNotificationKinds(req.locale) },
      }),
    );
    app.get(
      '/api/me/notifications',
      { schema: { tags, response: { 200: ZMyNotificationsResponse } } },
      async (req) => ({
        data: { list: await getMyNotifications(deps, req.actor) },
      }),
    );
    app.post(
      '/api/me/notifications',
      { schema: { tags, body: ZSaveNotificationsRequest, response: { 200: ZMyNotificationsResponse } } },
      async (req) => ({
        data: { list: await saveMyNotifications(deps, req.actor, req.body.settings) },
      }),
    );
    app.get(
      '/api/me/referrals/statistics',
      { schema: { tags, response: { 200: ZReferralStatisticsResponse } } },
      async (req) => ({
        data: await getReferralStatistics(deps, req.actor, req.locale),
      }),
    );
    app.post(
      '/api/invites/:code/visit',
      { schema: { tags, params: ZInviteCodeParams, body: ZInviteVisitRequest, response: { 200: ZOkResponse } } },
      async (req) => {
        await recordInviteVisit(deps, req.params.code, req.body.visitor_key);
        return ok;
      },
    );
    app.get(
      '/api/auth/social/providers',
      { schema: { tags, response: { 200: ZSocialProvidersResponse } } },
      async () => ({
        data: { list: SOCIAL_PROVIDERS.filter((name) => deps.providers[name] !== undefined) },
      }),
    );
    app.get(
      '/api/auth/social',
      { schema: { tags, querystring: ZStartSocialQuery, response: { 200: ZStartSocialResponse } } },
      async (req) => ({
        data: await startSocialSignIn(deps, { ...req.query, locale: req.locale }),
      }),
    );
    app.post(
      '/api/auth/social',
      { schema: { tags, body: ZCompleteSocialRequest, response: { 200: ZCompleteSocialResponse } } },
      async (req) => {
        if (req.body.error) throw new AppError('SOCIAL_SIGN_IN_FAILED', { status: 400 });
        return { data: await completeSocialSignIn(deps, req.body, clientOf(req)) };
      },
    );
    app.post(
      '/api/redirect/check',
      { schema: { tags, body: ZRedirectCheckRequest, response: { 200: ZRedirectCheckResponse } } },
      async (req) => ({
        data: { redirect: checkRedirect(req.body.redirect) },
      }),
    );
  };
