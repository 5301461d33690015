import { COOKIE_CONSENT_COOKIE, catalogs } from '@hushwork/contract';
import { z } from 'zod';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import type { DataArgs } from './data-args.ts';
import { readFlash } from './flash.server.ts';
import { runGuards } from './guards.server.ts';
import { localeOfParams } from './locale-of.ts';
import { readCookie } from './session.server.ts';

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/**
 * The admin behind a "log in as" session: GET profile answers it beside the user (ADR 0034), and every page's header
 * names them. Read apart from the user, whose type is the ordinary profile.
 */
const ZImpersonator = z.object({ impersonated_by: z.object({ id: z.number(), name: z.string() }) });
const impersonatorOf = (user: unknown) => {
  const parsed = ZImpersonator.safeParse(user);
  return parsed.success ? parsed.data.impersonated_by : null;
};

/** Never throws: the header menus are a nicety, and an error page still needs its language and strings. */
async function listOrEmpty<T>(call: Promise<{ ok: true; data: { list: T[] } } | { ok: false }>): Promise<T[]> {
  try {
    const answer = await call;
    return answer.ok ? answer.data.list : [];
  } catch {
    return [];
  }
}

export async function loadRootData({ request, params, context }: DataArgs) {
  const locale = localeOfParams(params);
  const askLanguage = locale === 'ru' && !readCookie(request, 'hw_language_choice');
  const api = serverApi(context);
  const [specializations, cities, user, location] = await Promise.all([
    listOrEmpty(callApi(api, catalogs.listTopSpecializations, { query: { type_id: 2 }, locale })),
    listOrEmpty(callApi(api, catalogs.listTopCities, { query: { limit: 12 }, locale })),
    context.currentUser().catch(() => null),
    askLanguage ? callApi(api, catalogs.getLocation, {}).catch(() => null) : null,
  ]);
  // The onboarding pushes apply on every page but the exempt ones (spec section 4).
  runGuards(['has-resume', 'check-relations'], { request, user });
  return {
    locale,
    origin: context.publicConfig.publicUrl,
    nonce: context.nonce,
    // Asked only on Russian pages, once, and not in Israel (spec section 2).
    shouldAskLanguage: askLanguage && location?.ok === true && !location.data.is_special_country,
    isSubscriptionBannerClosed: readCookie(request, 'hw_subscription_banner') === 'closed',
    hasCookieConsent: readCookie(request, COOKIE_CONSENT_COOKIE) === '1',
    telegramChannelUrl: context.publicConfig.telegramChannelUrl,
    /** Spec section 1's product flags as this deployment sets them (company premium, the community directory). */
    flags: context.publicConfig.flags,
    menu: { specializations, cities },
    user,
    impersonatedBy: impersonatorOf(user),
    /** A toast the last redirect left for this page (lib/flash.server.ts). */
    flash: readFlash(request),
  };
}
