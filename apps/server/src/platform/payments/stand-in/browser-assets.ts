import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cardFramePage } from './card-frame-page.ts';

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  // The page that loads the script or embeds the frame is on another origin (our app's).
  'cross-origin-resource-policy': 'cross-origin',
};

/** The card form page runs only its own script and talks only to its own origin; any page may embed it. */
const FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";

export type BrowserAssets = { stripeJs: string; cardFrameJs: string };

export function loadBrowserAssets(): BrowserAssets {
  return {
    stripeJs: readFileSync(new URL('./browser/stripe-js.js', import.meta.url), 'utf8'),
    cardFrameJs: readFileSync(new URL('./browser/card-frame.js', import.meta.url), 'utf8'),
  };
}

/**
 * Answers the browser's files: the Stripe.js stand-in at `/v3/` (told the origin the browser reached the stand-in
 * at, from the Host header), the card form page at `/elements/card` and its script. False for any other path.
 */
export function serveBrowserAsset(assets: BrowserAssets, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (url.pathname === '/v3' || url.pathname === '/v3/') {
    const origin = `http://${req.headers.host ?? url.host}`;
    const script = assets.stripeJs.replace("'__STAND_IN_ORIGIN__'", JSON.stringify(origin));
    send(res, 200, 'text/javascript; charset=utf-8', script, { 'access-control-allow-origin': '*' });
    return true;
  }
  if (url.pathname === '/elements/card.js') {
    send(res, 200, 'text/javascript; charset=utf-8', assets.cardFrameJs);
    return true;
  }
  if (url.pathname === '/elements/card') {
    const page = cardFramePage(url.searchParams);
    if (page === null)
      send(res, 400, 'text/plain; charset=utf-8', 'The card form needs a parent origin and a frame id.');
    else
      send(res, 200, 'text/html; charset=utf-8', page, {
        'content-security-policy': FRAME_CSP,
        'referrer-policy': 'no-referrer',
      });
    return true;
  }
  return false;
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { ...COMMON_HEADERS, 'content-type': type, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
