import { COOKIE_CONSENT_COOKIE, type Locale, type TCity, type TSpecialization } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import type { AppLoadContext } from 'react-router';
import { runGuards } from './guards.server.ts';
import { localeOfParams } from './locale-of.ts';
import { readCookie } from './session.server.ts';

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/** Never throws: the header menus are a nicety, and an error page still needs its language and strings. */
async function listOrEmpty<T>(context: AppLoadContext, path: string, locale: Locale): Promise<T[]> {
  try {
    const response = await context.api<{ data: { list: T[] } }>(path, { locale });
    return response.status === 200 ? response.body.data.list : [];
  } catch {
    return [];
  }
}

export async function loadRootData({
  request,
  params,
  context,
}: {
  request: Request;
  params: { lang?: string };
  context: AppLoadContext;
}) {
  const locale = localeOfParams(params);
  const askLanguage = locale === 'ru' && !readCookie(request, 'hw_language_choice');
  const [specializations, cities, user, location] = await Promise.all([
    listOrEmpty<TSpecialization>(context, '/api/specializations/top?type_id=2', locale),
    listOrEmpty<TCity>(context, '/api/cities/top?limit=12', locale),
    context.currentUser().catch(() => null),
    askLanguage ? context.api<{ data: { is_special_country: boolean } }>('/api/location').catch(() => null) : null,
  ]);
  // The onboarding pushes apply on every page but the exempt ones (spec section 4).
  runGuards(['has-resume', 'check-relations'], { request, user });
  return {
    locale,
    messages: resources[locale] as Record<string, unknown>,
    origin: context.publicConfig.publicUrl,
    nonce: context.nonce,
    // Asked only on Russian pages, once, and not in Israel (spec section 2).
    shouldAskLanguage: askLanguage && location?.status === 200 && !location.body.data.is_special_country,
    isSubscriptionBannerClosed: readCookie(request, 'hw_subscription_banner') === 'closed',
    hasCookieConsent: readCookie(request, COOKIE_CONSENT_COOKIE) === '1',
    telegramChannelUrl: context.publicConfig.telegramChannelUrl,
    menu: { specializations, cities },
    user,
  };
}
