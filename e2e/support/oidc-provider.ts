// A real OpenID Connect provider process for the browser suite (oauth2-mock-server): discovery, authorization code
// with PKCE, signed ID tokens with the nonce. Tests choose who "signs in" next with POST /next-user on the admin port.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

const PORT = Number(process.env.OIDC_PORT ?? 2527);
const ADMIN_PORT = Number(process.env.OIDC_ADMIN_PORT ?? 2528);
let nextUser: Record<string, unknown> = {
  sub: 'nobody',
  email: 'nobody@example.com',
  email_verified: true,
  name: 'Nobody',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, nextUser);
});
await server.start(PORT, '127.0.0.1');
// The app is configured with 127.0.0.1; the issuer in discovery and tokens must say exactly the same.
server.issuer.url = `http://127.0.0.1:${PORT}`;

createServer(async (request, response) => {
  if (request.method === 'POST' && request.url === '/next-user') {
    let body = '';
    for await (const chunk of request) body += chunk;
    nextUser = JSON.parse(body) as Record<string, unknown>;
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ ok: true, issuer: server.issuer.url }));
}).listen(ADMIN_PORT, '127.0.0.1');
