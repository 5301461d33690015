import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router';
import { NonceProvider } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Bots and no-JS visitors get the whole document at once; browsers get the shell as soon as it is ready.
    const readyEvent =
      isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
