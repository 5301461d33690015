import { randomBytes } from 'node:crypto';
import { type Locale, ROLES, type TSession, toLocale } from '@hushwork/contract';
import * as client from 'openid-client';
import { generateToken, hashToken } from '../../platform/auth/secrets.ts';
import { runEmailVerifiedHooks } from '../../platform/email-verified-hooks.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { checkRedirect } from './check-redirect.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { type ClientInfo, issueSession } from './issue-session.ts';
import { presentUser } from './present-user.ts';
import type { SocialProvider, SocialProviderName } from './social/social-provider.ts';
import { socialRepo } from './social.repo.ts';
import { userRepo } from './user.repo.ts';

const FLOW_TTL_MS = 10 * 60 * 1000;

export type SocialDeps = IdentityDeps & { providers: Partial<Record<SocialProviderName, SocialProvider>> };

const providerOf = (deps: SocialDeps, name: string) => {
  const provider = deps.providers[name as SocialProviderName];
  if (!provider) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return provider;
};

/**
 * An admin signs in with password and second factor only (ADR 0035): a provider's word, whoever holds the provider
 * account, never stands in for the factor. Refused before any link is written, so the transaction leaves nothing.
 */
function refuseAdmin<T extends { role_id: number }>(user: T): T {
  if (user.role_id === ROLES.admin) throw new AppError('SOCIAL_SIGN_IN_NOT_FOR_ADMINS');
  return user;
}

/** The provider's authorization URL, with a fresh state, nonce and PKCE pair remembered for the callback. */
export type StartSocialSignInOptions = SocialDeps & {
  input: { social_type: SocialProviderName; role_id?: number; redirect?: string; invite?: string; locale: Locale };
};

export async function startSocialSignIn({ input, ...deps }: StartSocialSignInOptions): Promise<{ url: string }> {
  const provider = providerOf(deps, input.social_type);
  const state = generateToken();
  const nonce = generateToken();
  const codeVerifier = client.randomPKCECodeVerifier();
  await socialRepo.insertFlow(deps.db, {
    state_hash: hashToken(state),
    provider: provider.name,
    code_verifier: codeVerifier,
    nonce,
    role_id: input.role_id ?? ROLES.worker,
    locale: input.locale,
    redirect: input.redirect ? checkRedirect(input.redirect) : null,
    invite: input.invite ?? null,
    expires_at: new Date(deps.clock.now().getTime() + FLOW_TTL_MS),
  });
  const url = await provider.authorizationUrl({
    redirectUri: deps.link('en', '/login-social'),
    state,
    nonce,
    codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
  });
  return { url };
}

/**
 * Completes a social sign-in: the state must match a flow started here (once, within 10 minutes), the provider
 * checks the code against the PKCE verifier and the ID token against the nonce. The person is then the user linked
 * to that provider account, or the user with the same verified e-mail (now linked), or a new user.
 */
export type CompleteSocialSignInOptions = SocialDeps & { input: { code: string; state: string }; client: ClientInfo };

export async function completeSocialSignIn({
  input,
  client: client_,
  ...deps
}: CompleteSocialSignInOptions): Promise<TSession & { redirect: string | null; locale: string; is_new: boolean }> {
  const now = deps.clock.now();
  const flow = await socialRepo.takeFlow(deps.db, hashToken(input.state), now);
  if (!flow || flow.expires_at <= now) throw new AppError('SOCIAL_STATE_INVALID');
  const provider = providerOf(deps, flow.provider);
  const callbackUrl = new URL(deps.link('en', '/login-social'));
  callbackUrl.search = new URLSearchParams({ code: input.code, state: input.state }).toString();
  let profile: Awaited<ReturnType<SocialProvider['complete']>>;
  try {
    profile = await provider.complete({
      callbackUrl,
      codeVerifier: flow.code_verifier,
      state: input.state,
      nonce: flow.nonce,
    });
  } catch {
    throw new AppError('SOCIAL_SIGN_IN_FAILED');
  }
  const locale = toLocale(flow.locale);
  const { user, isNew } = await deps.db.transaction(async (tx) => {
    const linked = await socialRepo.findAccount(tx, provider.name, profile.subject);
    if (linked) {
      const found = await userRepo.findById(tx, linked.user_id);
      if (found) return { user: refuseAdmin(found), isNew: false };
    }
    // Linking by e-mail only when the provider vouches for it: otherwise anyone could claim an address.
    if (!profile.email || !profile.is_email_verified) throw new AppError('SOCIAL_EMAIL_UNVERIFIED');
    const byEmail = await userRepo.findByEmail(tx, profile.email);
    if (byEmail) refuseAdmin(byEmail);
    const target =
      byEmail ??
      (await userRepo.insert(tx, {
        role_id: flow.role_id,
        email: profile.email,
        password_hash: null,
        name: (profile.name ?? profile.email.split('@')[0] ?? 'Member').slice(0, 100),
        locale,
        email_verified_at: now,
        invite_code: randomBytes(6).toString('base64url'),
        invited_by: flow.invite ? ((await userRepo.findByInviteCode(tx, flow.invite))?.id ?? null) : null,
      }));
    if (byEmail && !byEmail.email_verified_at) await userRepo.update(tx, byEmail.id, { email_verified_at: now });
    // The provider vouched for the address: a new account, or one confirmed just now, has proven it owns it.
    if (!byEmail?.email_verified_at) await runEmailVerifiedHooks(tx, target, deps.registry);
    await socialRepo.linkAccount(tx, {
      provider: provider.name,
      subject: profile.subject,
      user_id: target.id,
      email: profile.email,
    });
    return { user: target, isNew: !byEmail };
  });
  if (user.deleted_at) throw new AppError('SOCIAL_SIGN_IN_FAILED');
  if (user.blocked_at) throw new AppError('USER_BLOCKED');
  const { session_id: _, ...tokens } = await issueSession(deps.db, { user_id: user.id, now, client: client_ });
  const fresh = (await userRepo.findById(deps.db, user.id)) ?? user;
  return {
    ...tokens,
    user: await presentUser(deps.db, fresh, deps.registry),
    redirect: flow.redirect,
    locale,
    is_new: isNew,
  };
}
