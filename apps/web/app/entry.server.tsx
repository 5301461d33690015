import { PassThrough } from 'node:stream';
import { toLocale } from '@hushwork/contract';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import { hydratesOnInteraction } from './lib/hydrate-on-interaction.ts';
import { serverI18nRuntime } from './lib/i18n.server.ts';
import { I18nRuntimeContext, namespacesOf } from './lib/i18n.ts';
import { splitLocale } from './lib/locale-path.ts';
import { NonceProvider } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

/**
 * The server serves pages through the React Router copy bundled into this build (the production one, see
 * vite.config.ts), so the handler and the components share one instance of its module state.
 */
export { createRequestHandler } from 'react-router';

/** React Router would print errors as plain text on stderr; ours go through the server's logger as JSON lines. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) (context as AppLoadContext).reportError(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  const i18nRuntime = serverI18nRuntime(localeOf(request, routerContext), namespacesOfPage(routerContext));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and no-JS visitors get the whole document at once; browsers get the shell as soon as it is ready. A page
    // that hydrates on interaction is whole too: its scripts wait as text in a <noscript>, where React's streamed
    // segments could not be moved into place.
    const readyEvent =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode || waitsForInteraction(routerContext)
        ? 'onAllReady'
        : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nRuntimeContext.Provider value={i18nRuntime}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nRuntimeContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.reportError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Whether the page hydrates on a guest's first interaction (ADR 0046), as the root's layout decides it. */
function waitsForInteraction(routerContext: EntryContext): boolean {
  const { matches, loaderData, actionData } = routerContext.staticHandlerContext;
  const root = loaderData.root as { user?: unknown; shouldAskLanguage?: boolean } | null | undefined;
  return hydratesOnInteraction(
    root,
    matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
    actionData != null,
  );
}

/** The common namespaces plus those the rendered routes declare in `handle.i18n` (error boundaries included). */
function namespacesOfPage(routerContext: EntryContext): string[] {
  const { matches } = routerContext.staticHandlerContext;
  return namespacesOf(matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
}

/** The language the root loader chose; the URL's prefix when the root loader did not run (an early error). */
function localeOf(request: Request, routerContext: EntryContext) {
  const root = routerContext.staticHandlerContext.loaderData.root as { locale?: string } | null | undefined;
  return root?.locale ? toLocale(root.locale) : splitLocale(new URL(request.url).pathname).locale;
}
