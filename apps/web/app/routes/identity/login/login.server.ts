import { identity, isSignedIn, type Locale } from '@hushwork/contract';
import { type AppLoadContext, data } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import { type FormReply, replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { sessionCookies, withCookies } from '../../../lib/session.server.ts';
import { redirectSignedIn, signedInPath } from '../signed-in-redirect.server.ts';
import { CODE_CONTROLS, ENROL_CONTROLS, PASSWORD_CONTROLS } from './login-controls.ts';
import { qrSvgOf } from './qr-code.server.ts';

/**
 * The sign-in page's steps, told apart by the form posted (`intent`): the password, then for an admin the code of
 * the authenticator, or on an admin's first sign-in the enrolment (QR code, code) and the recovery codes shown once
 * (ADR 0035). Each step is a plain form post, so all of it works before the page's script runs.
 */
export type LoginStep =
  | { step: 'password'; reply?: FormReply; notice?: string }
  | { step: 'code'; challenge_token: string; redirect: string; reply?: FormReply }
  | {
      step: 'enrol';
      challenge_token: string;
      redirect: string;
      secret: string;
      otpauth_uri: string;
      qr_svg: string | null;
      reply?: FormReply;
    }
  | { step: 'recovery'; recovery_codes: string[]; next: string };

type ActionArgs = { request: Request; params: Record<string, string | undefined>; context: AppLoadContext };

export async function submitLogin({ request, params, context }: ActionArgs) {
  const locale = localeOfParams(params);
  const intent = (await request.clone().formData()).get('intent');
  if (intent === 'code') return submitCode(request, context, locale);
  if (intent === 'enrol') return submitEnrolment(request, context, locale);
  return submitPassword(request, context, locale);
}

async function submitPassword(request: Request, context: AppLoadContext, locale: Locale): Promise<LoginStep> {
  const { submission, control } = await parseFormPost(request, identity.login.body, locale, PASSWORD_CONTROLS);
  if (submission.status !== 'success') return { step: 'password', reply: replyInvalid(submission) };
  const result = await callApi(serverApi(context), identity.login, { body: submission.value, locale });
  if (!result.ok) return { step: 'password', reply: replyWithFailure(submission, result) };
  const answer = result.data;
  if (isSignedIn(answer)) {
    return redirectSignedIn({ request, context, locale, savedPath: control('redirect'), session: answer });
  }
  const redirect = control('redirect');
  if (answer.second_factor === 'required') {
    return { step: 'code', challenge_token: answer.challenge_token, redirect };
  }
  const { challenge_token, secret, otpauth_uri } = answer;
  return { step: 'enrol', challenge_token, redirect, secret, otpauth_uri, qr_svg: await qrSvgOf(otpauth_uri) };
}

async function submitCode(request: Request, context: AppLoadContext, locale: Locale): Promise<LoginStep> {
  const { submission, control } = await parseFormPost(request, identity.passSecondFactor.body, locale, CODE_CONTROLS);
  const challenge_token = String(submission.payload.challenge_token ?? '');
  const redirect = control('redirect');
  if (submission.status !== 'success')
    return { step: 'code', challenge_token, redirect, reply: replyInvalid(submission) };
  const result = await callApi(serverApi(context), identity.passSecondFactor, { body: submission.value, locale });
  if (result.ok) {
    return redirectSignedIn({ request, context, locale, savedPath: redirect, session: result.data });
  }
  if (result.error.code === 'SIGN_IN_CHALLENGE_EXPIRED') return { step: 'password', notice: result.error.message };
  return { step: 'code', challenge_token, redirect, reply: replyWithFailure(submission, result) };
}

async function submitEnrolment(request: Request, context: AppLoadContext, locale: Locale) {
  const { submission, control } = await parseFormPost(request, identity.enrolSecondFactor.body, locale, ENROL_CONTROLS);
  const redirect = control('redirect');
  const result =
    submission.status === 'success'
      ? await callApi(serverApi(context), identity.enrolSecondFactor, { body: submission.value, locale })
      : null;
  if (result?.ok) {
    const { recovery_codes, user } = result.data;
    const next = await signedInPath({ context, locale, savedPath: redirect, user });
    // The session starts with the page that shows the recovery codes: they are never shown again.
    const step: LoginStep = { step: 'recovery', recovery_codes, next };
    return data(step, { headers: withCookies(sessionCookies(request, result.data)) });
  }
  if (result?.error.code === 'SIGN_IN_CHALLENGE_EXPIRED') {
    return { step: 'password', notice: result.error.message } satisfies LoginStep;
  }
  // Shown again as it was: the secret and its QR code come back with the form that showed them.
  const otpauth_uri = control('otpauth_uri');
  return {
    step: 'enrol',
    challenge_token: String(submission.payload.challenge_token ?? ''),
    redirect,
    secret: control('secret'),
    otpauth_uri,
    qr_svg: await qrSvgOf(otpauth_uri),
    reply: result ? replyWithFailure(submission, result) : replyInvalid(submission),
  } satisfies LoginStep;
}
