import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIES } from '@hushwork/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Config } from '../../config.ts';
import { assertSameOrigin } from '../auth/credentials.ts';
import { isHttpsOrigin, publicOriginOf } from '../http/public-origin.ts';
import { withReaderCaching } from '../http/reader-caching.ts';
import { applyPageCsp } from '../http/security.ts';
import type { Logger } from '../logger.ts';
import { isLocalRequest } from '../mail/is-local-request.ts';
import { compressPageResponse } from './compress-page.ts';
import { createInProcessApi } from './in-process-api.ts';
import { canonicalRedirect, staticPagesOf } from './navigation-redirects.ts';
import { handDownActor } from './page-actor.ts';
import { createPageListener } from './page-listener.ts';
import { refreshSessionCookies } from './refresh-session-cookies.ts';
import { reportPageError } from './report-page-error.ts';
import { webBuildDirOf, webServerEntryOf } from './web-build.ts';

/** What a page's loader gets besides the request: set in one place, typed in the web's `load-context.ts`. */
function loadContextOf(app: FastifyInstance, config: Config) {
  return (request: FastifyRequest, pageActorTicket: string | undefined) => {
    const api = createInProcessApi(app, request, config.COUNTRY_HEADER ? [config.COUNTRY_HEADER] : [], pageActorTicket);
    let user: Promise<unknown> | undefined;
    return {
      nonce: (request.raw as unknown as { cspNonce?: string }).cspNonce ?? '',
      api,
      /** The pages' errors, through this request's logger (entry.server's `handleError`). */
      reportError: (error: unknown) => reportPageError(request.log, error),
      /** The signed-in user for this request, fetched once however many loaders ask. */
      currentUser: () => {
        user ??= request.headers.cookie?.includes(`${SESSION_COOKIES.access}=`)
          ? api<{ data: unknown }>('/api/profile').then((r) => (r.status === 200 ? r.body.data : null))
          : Promise.resolve(null);
        return user;
      },
      publicConfig: {
        telegramChannelUrl: config.TELEGRAM_CHANNEL_URL ?? null,
        publicUrl: publicOriginOf(config),
        flags: { companyPremium: config.COMPANY_PREMIUM, community: config.COMMUNITY },
      },
      /** The development pages (/dev/ui) answer exactly where /dev/mail does: a local run without SMTP, this machine. */
      devPages: !config.SMTP_URL && isLocalRequest(request.raw),
    };
  };
}

/**
 * Serves the React Router build from this Fastify process. The pages live in their own plugin scope without
 * body parsers so form posts reach React Router's actions untouched.
 */
export async function mountWeb(
  app: FastifyInstance,
  config: Config,
  options: { originOf: (request: FastifyRequest) => string; logger: Logger; paymentOrigins?: readonly string[] },
) {
  const buildDir = webBuildDirOf(config);
  const serverEntry = webServerEntryOf(config);
  if (!existsSync(serverEntry)) {
    options.logger.warn(`web build not found at ${serverEntry}; run "npm run build" to serve pages`);
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const contextOf = loadContextOf(app, config);
  const listener = createPageListener(build, (error) => reportPageError(options.logger, error));
  const { originOf } = options;
  const staticPages = staticPagesOf(build.routes);
  // Page requests whose session cookie was renewed before rendering: their own authentication saw no access token.
  const refreshed = new WeakSet<FastifyRequest>();
  /**
   * Loaders reuse the page request's actor on reads. An action's calls authenticate on their own: a sign-out or a
   * password change in the middle of one must be felt by the calls after it.
   */
  const handsDownActor = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') && !refreshed.has(request);

  // wildcard: false registers one route per built file, so unknown paths fall through to the pages below.
  // preCompressed: a client accepting brotli or gzip gets the `.br` or `.gz` the build wrote beside an asset
  // (scripts/compress-web-assets.mjs: brotli at quality 11, gzip -9) with Content-Encoding and Vary: Accept-Encoding;
  // a file without one (the public files) is compressed on the fly by @fastify/compress, as the API and pages are.
  // The compressed copies are not routes of their own.
  const cacheControlOf = staticCaching(resolve(buildDir, 'client'));
  await app.register(fastifyStatic, {
    root: resolve(buildDir, 'client'),
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (res, path) => res.header('cache-control', cacheControlOf(path)),
  });

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        const target = canonicalRedirect(request.url, staticPages);
        if (target) return reply.redirect(target, 301);
      } else {
        // Form posts to page actions carry the session cookie; SameSite=Lax already keeps other sites' posts
        // cookieless, and the Origin check refuses them outright.
        assertSameOrigin(request, 'cookie', originOf);
      }
      const origin = originOf(request);
      (request.raw as unknown as { cspNonce: string }).cspNonce = applyPageCsp(reply, origin, options.paymentOrigins);
      if (await refreshSessionCookies(app, request, reply, isHttpsOrigin(origin))) refreshed.add(request);
    });
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/')) return reply.callNotFound();
        reply.hijack();
        // Our headers (security, request id, refreshed session cookies) join React Router's when it writes the head.
        // Setting them on the raw response first would make Node keep only the last of several Set-Cookie values.
        // A page for a signed-in reader, or one signing someone in or out, is cached by no one (ADR 0029).
        mergeHeadersIntoWriteHead(reply.raw, reply.getHeaders(), request.headers);
        // Pages skip the reply @fastify/compress works on, so they are compressed here, as the API is.
        compressPageResponse(request.raw, reply.raw);
        const handed = handsDownActor(request) ? handDownActor(request.actor) : undefined;
        try {
          await listener(request.raw, reply.raw, originOf(request), contextOf(request, handed?.ticket));
        } finally {
          handed?.release();
        }
      },
    });
  });
}

/**
 * How long a browser or proxy keeps a built file. Hashed assets change their name when they change: a year, immutable.
 * The articles' Open Graph images (scripts/build-og-images.mjs) keep their address when a title is edited, so a week,
 * revalidated by ETag after that; link previews cache them on their own side anyway. The public files: an hour.
 */
function staticCaching(clientDir: string) {
  const assets = join(clientDir, 'assets') + sep;
  const ogImages = join(clientDir, 'og') + sep;
  return (path: string) =>
    path.startsWith(assets)
      ? 'public, max-age=31536000, immutable'
      : path.startsWith(ogImages)
        ? 'public, max-age=604800'
        : 'public, max-age=3600';
}

type RawHeaders = Record<string, number | string | string[] | undefined>;

function mergeHeadersIntoWriteHead(raw: ServerResponse, ours: RawHeaders, requestHeaders: IncomingHttpHeaders) {
  const extra = Object.entries(ours).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => [name, String(v)]),
  );
  const writeHead = raw.writeHead.bind(raw) as (status: number, ...rest: unknown[]) => ServerResponse;
  raw.writeHead = ((status: number, ...rest: unknown[]) => {
    const last = rest.at(-1);
    const theirs = Array.isArray(last)
      ? (last as string[])
      : last && typeof last === 'object'
        ? Object.entries(last as RawHeaders).flatMap(([name, value]) =>
            value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => [name, String(v)]),
          )
        : [];
    const reason = typeof rest[0] === 'string' ? [rest[0]] : [];
    return writeHead(status, ...reason, withReaderCaching([...extra, ...theirs], requestHeaders));
  }) as ServerResponse['writeHead'];
}
