// A real OpenID Connect provider process for the browser suite (oauth2-mock-server): discovery, authorization code
// with PKCE, signed ID tokens with the nonce. Tests choose who "signs in" next with POST /next-user on the admin port,
// for their own browser: the body's `client` is the X-Forwarded-For address their context sends (fixtures.ts).
// Tests run in parallel, so one shared "next user" let one test's sign-in pick up another's person; the person is
// chosen per browser at the authorization step and carried to the token by its code.
import { createServer, type IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { OIDC_ADMIN_PORT, OIDC_PORT } from './ports.ts';

const PORT = OIDC_PORT;
const ADMIN_PORT = OIDC_ADMIN_PORT;
type Person = Record<string, unknown>;
const NOBODY: Person = { sub: 'nobody', email: 'nobody@example.com', email_verified: true, name: 'Nobody' };
const nextUserOf = new Map<string, Person>();
const userOfCode = new Map<string, Person>();

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
  const code = redirect.url.searchParams.get('code');
  const client = String(req.headers['x-forwarded-for'] ?? '');
  if (code) userOfCode.set(code, nextUserOf.get(client) ?? NOBODY);
});
server.service.on('beforeTokenSigning', (token, req: IncomingMessage & { body?: { code?: string } }) => {
  Object.assign(token.payload, userOfCode.get(req.body?.code ?? '') ?? NOBODY);
});
await server.start(PORT, '127.0.0.1');
// The app is configured with 127.0.0.1; the issuer in discovery and tokens must say exactly the same.
server.issuer.url = `http://127.0.0.1:${PORT}`;

createServer(async (request, response) => {
  if (request.method === 'POST' && request.url === '/next-user') {
    let body = '';
    for await (const chunk of request) body += chunk;
    const { client, ...person } = JSON.parse(body) as Person & { client: string };
    nextUserOf.set(client, person);
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ ok: true, issuer: server.issuer.url }));
}).listen(ADMIN_PORT, '127.0.0.1');
