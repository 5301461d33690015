import { identity } from '@hushwork/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/route.ts';
import { activateProfile } from './activate-profile.ts';
import { impersonatorOf } from './admin/impersonator-of.ts';
import { changePassword } from './change-password.ts';
import { checkEmail } from './check-email.ts';
import { checkRedirect } from './check-redirect.ts';
import { checkResetToken } from './check-reset-token.ts';
import { deactivateProfile } from './deactivate-profile.ts';
import { deleteAccount } from './delete-account.ts';
import { getMyNotifications } from './get-my-notifications.ts';
import { getProfile } from './get-profile.ts';
import { getReferralStatistics } from './get-referral-statistics.ts';
import { listNotificationKinds } from './list-notification-kinds.ts';
import { recordInviteVisit } from './record-invite-visit.ts';
import { refreshSession } from './refresh-session.ts';
import { registerUser } from './register-user.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { saveMyNotifications } from './save-my-notifications.ts';
import { secondFactorRoutes } from './second-factor/routes.ts';
import { sendVerificationEmail } from './send-verification-email.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { SOCIAL_PROVIDERS } from './social/social-provider.ts';
import { completeSocialSignIn, type SocialDeps, startSocialSignIn } from './social-sign-in.ts';
import { verifyEmail } from './verify-email.ts';

const ok = { data: { ok: true as const } };
const clientOf = (req: FastifyRequest) => ({ ip: req.ip ?? null, user_agent: req.headers['user-agent'] ?? null });

/**
 * Accounts and sessions, registered against their definitions in `@hushwork/contract` (identity). `realtimeToken`
 * mints the short-lived token a cookie session gets at `data.token` (DESIGN.md section 4): never the session's own.
 */
export const identityRoutes =
  (deps: SocialDeps, realtimeToken: (userId: number) => string): FastifyPluginAsync =>
  async (app) => {
    route(app, identity.login, async (req) => ({
      data: await signIn({ ...deps, input: req.body, client: clientOf(req) }),
    }));
    await app.register(secondFactorRoutes(deps));
    route(app, identity.register, async (req) => ({
      data: await registerUser({
        ...deps,
        input: { ...req.body, locale: req.body.locale ?? req.locale },
        client: clientOf(req),
      }),
    }));
    route(app, identity.refresh, async (req) => ({
      data: await refreshSession({ ...deps, input: req.body, client: clientOf(req) }),
    }));
    route(app, identity.logout, async (req) => {
      await signOut({ ...deps, actor: req.actor, input: { refresh_token: req.body?.refresh_token } });
      return ok;
    });
    route(app, identity.checkEmail, async (req) => ({
      data: await checkEmail({ ...deps, input: { email: req.body.email, ip: req.ip } }),
    }));
    route(app, identity.sendVerificationEmail, async (req) => {
      await sendVerificationEmail({ ...deps, actor: req.actor });
      return ok;
    });
    route(app, identity.verifyEmail, async (req) => ({ data: await verifyEmail({ ...deps, input: req.params }) }));
    route(app, identity.forgotPassword, async (req) => {
      await requestPasswordReset({ ...deps, input: { email: req.body.email, ip: req.ip } });
      return ok;
    });
    route(app, identity.resetPassword, async (req) => {
      await resetPassword({ ...deps, input: req.body });
      return ok;
    });
    route(app, identity.checkResetToken, async (req) => {
      await checkResetToken({ ...deps, input: req.body });
      return ok;
    });

    route(app, identity.getProfile, async (req) => {
      const user = await getProfile({ ...deps, actor: req.actor });
      const bearer = req.actor.via === 'bearer' ? (req.headers.authorization ?? '').slice(7).trim() : null;
      const impersonated_by = await impersonatorOf(deps.db, req.actor);
      return {
        data: { ...user, token: bearer ?? realtimeToken(user.id), ...(impersonated_by ? { impersonated_by } : {}) },
      };
    });
    route(app, identity.deleteProfile, async (req) => ({
      data: await deleteAccount({ ...deps, actor: req.actor, input: req.body ?? {} }),
    }));
    route(app, identity.activateProfile, async (req) => ({
      data: await activateProfile({ ...deps, actor: req.actor }),
    }));
    route(app, identity.deactivateProfile, async (req) => {
      await deactivateProfile({ ...deps, actor: req.actor });
      return ok;
    });
    route(app, identity.changePassword, async (req) => ({
      data: await changePassword({ ...deps, actor: req.actor, input: req.body, client: clientOf(req) }),
    }));
    route(app, identity.listNotificationKinds, async (req) => ({
      data: { list: listNotificationKinds({ locale: req.locale }) },
    }));
    route(app, identity.getMyNotifications, async (req) => ({
      data: { list: await getMyNotifications({ ...deps, actor: req.actor }) },
    }));
    route(app, identity.saveMyNotifications, async (req) => ({
      data: { list: await saveMyNotifications({ ...deps, actor: req.actor, input: req.body }) },
    }));
    route(app, identity.getReferralStatistics, async (req) => ({
      data: await getReferralStatistics({ ...deps, actor: req.actor, input: { locale: req.locale } }),
    }));
    route(app, identity.recordInviteVisit, async (req) => {
      await recordInviteVisit({ ...deps, input: { code: req.params.code, visitor_key: req.body.visitor_key } });
      return ok;
    });
    route(app, identity.listSocialProviders, async () => ({
      data: { list: SOCIAL_PROVIDERS.filter((name) => deps.providers[name] !== undefined) },
    }));
    route(app, identity.startSocialSignIn, async (req) => ({
      data: await startSocialSignIn({ ...deps, input: { ...req.query, locale: req.locale } }),
    }));
    route(app, identity.completeSocialSignIn, async (req) => {
      if (req.body.error) throw new AppError('SOCIAL_SIGN_IN_FAILED');
      return { data: await completeSocialSignIn({ ...deps, input: req.body, client: clientOf(req) }) };
    });
    route(app, identity.checkRedirect, async (req) => ({ data: { redirect: checkRedirect(req.body.redirect) } }));
  };
