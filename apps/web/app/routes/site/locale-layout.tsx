import { DEFAULT_LOCALE, isLocale } from '@hushwork/contract';
import { data, isRouteErrorResponse, Outlet, redirect, useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/layout/ErrorScreen.tsx';
import type { Route } from './+types/locale-layout';

/**
 * Guards the optional locale segment: `/en/...` is the unprefixed page (301), an unknown first segment is a page
 * that does not exist (404 in English, the language of unprefixed paths).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang === undefined) return null;
  if (params.lang === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/^\/en(?=\/|$)/, '') || '/'}${url.search}`, 301);
  }
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} />;
}
