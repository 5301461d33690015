import { LOCALES } from '@hushwork/contract';
import { useCallback, useContext, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  data as routeData,
  Scripts,
  UNSAFE_DataRouterStateContext,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ErrorScreen } from './components/layout/ErrorScreen.tsx';
import { PendingPostReturn } from './components/layout/PendingPostReturn.tsx';
import { ScrollManager } from './components/layout/ScrollManager.tsx';
import { SessionKeeper } from './components/layout/SessionKeeper.tsx';
import { IsLiveContext, isShownPath } from './components/layout/use-is-live.ts';
import { GuestResumeClaim } from './components/resumes/GuestResumeClaim.tsx';
import { ToastProvider } from './components/ui/ToastProvider.tsx';
import { clearedFlash } from './lib/flash.server.ts';
import {
  APP_SCRIPTS_ID,
  HYDRATED_EVENT,
  hydratesOnInteraction,
  loadAppOnInteraction,
} from './lib/hydrate-on-interaction.ts';
import { I18N_PAYLOAD_ID, useI18nRuntime } from './lib/i18n.ts';
import { rememberLocaleScript } from './lib/locale-cookie.ts';
import { localizePath, splitLocale } from './lib/locale-path.ts';
import { useNonce } from './lib/nonce.tsx';
import { loadRootData, type RootData } from './lib/root-data.server.ts';
import { withCookies } from './lib/session.server.ts';

export async function loader(args: Route.LoaderArgs) {
  const root = await loadRootData(args);
  // A flash is shown once: the answer that brings it also clears its cookie.
  return root.flash ? routeData(root, { headers: withCookies([clearedFlash(args.request)]) }) : root;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Canonical, og:url and hreflang alternates for the page being shown, so every page carries them. Filters and sorts
 * are left out (one canonical page per list), but a list's page past the first names itself: its items are its own.
 */
function AlternateLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const { path, locale } = splitLocale(location.pathname);
  const page = Number(new URLSearchParams(location.search).get('page'));
  const query = Number.isInteger(page) && page > 1 ? `?page=${page}` : '';
  const canonical = `${origin}${localizePath(locale, path)}${query}`;
  return (
    <>
      <link rel="canonical" href={canonical} />
      <meta property="og:url" content={canonical} />
      {LOCALES.map((alt) => (
        <link key={alt} rel="alternate" hrefLang={alt} href={`${origin}${localizePath(alt, path)}${query}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizePath('en', path)}${query}`} />
    </>
  );
}

/** Tells the page's inline loader (ADR 0046) that React is here, once, after the first commit. */
function useAnnounceHydrated() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
}

/**
 * The loader's source is needed in the server's HTML only: React does not compare a script's inner HTML when it
 * hydrates, so the browser's bundle, which every signed-in page loads, leaves the function out.
 */
const LOADER_SOURCE = import.meta.env.SSR
  ? `(${String(loadAppOnInteraction)})(${JSON.stringify(APP_SCRIPTS_ID)},${JSON.stringify(HYDRATED_EVENT)})`
  : '';

/**
 * The app's scripts: on load, or for a guest on a page that allows it, inside a <noscript> the inline loader reads on
 * the first interaction (ADR 0046). The browser keeps a <noscript>'s content as text, and React does not hydrate it.
 */
function AppScripts({ nonce, onInteraction }: { nonce: string | undefined; onInteraction: boolean }) {
  if (!onInteraction) return <Scripts nonce={nonce} />;
  return (
    <>
      <noscript id={APP_SCRIPTS_ID}>
        <Scripts nonce={nonce} />
      </noscript>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, no data in it.
        dangerouslySetInnerHTML={{ __html: LOADER_SOURCE }}
      />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const nonce = useNonce();
  const location = useLocation();
  const locale = data?.locale ?? splitLocale(location.pathname).locale;
  const i18nRuntime = useI18nRuntime();
  const i18n = i18nRuntime.instanceFor(locale);
  const matches = useMatches();
  // An action's answer is in the router's state on the server and, handed over, in the browser's while hydrating.
  const actionData = useContext(UNSAFE_DataRouterStateContext)?.actionData;
  const onInteraction = hydratesOnInteraction(
    data,
    matches.map((match) => match.handle),
    actionData != null,
  );
  useAnnounceHydrated();
  // Links to a product this deployment switched off (the community directory) are held back like unbuilt sections.
  const flags = data?.flags;
  const isLive = useCallback((path: string) => isShownPath(path, flags), [flags]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#F28F3E" />
        <Meta />
        <Links />
        {data ? <AlternateLinks origin={data.origin} /> : null}
      </head>
      <body className="min-h-screen bg-neutral-50 font-sans antialiased">
        <I18nextProvider i18n={i18n}>
          <IsLiveContext.Provider value={isLive}>
            <ToastProvider flash={data?.flash ?? null}>{children}</ToastProvider>
          </IsLiveContext.Provider>
        </I18nextProvider>
        {/* Only the namespaces of this page (entry.server picks them from the routes' handles); the browser reads
            them once at start and loads the others per route as navigation needs them (lib/i18n.client.ts). */}
        <script
          type="application/json"
          id={I18N_PAYLOAD_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (payloadJson), never run.
          dangerouslySetInnerHTML={{ __html: i18nRuntime.payload }}
        />
        <ScrollManager />
        {data?.user ? <SessionKeeper /> : null}
        {data?.user ? <GuestResumeClaim /> : null}
        {data?.user ? <PendingPostReturn user={data.user} /> : null}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, the locale one of LOCALES.
          dangerouslySetInnerHTML={{ __html: rememberLocaleScript(locale) }}
        />
        <AppScripts nonce={nonce} onInteraction={onInteraction} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorScreen status={status} />;
}
