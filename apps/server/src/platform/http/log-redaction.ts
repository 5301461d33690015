const SECRET_QUERY_KEYS = new Set(['token', 'code', 'state', 'delete', 'refresh_token', 'invite']);

/**
 * A request URL as logs may keep it: single-use tokens, OAuth codes and states never reach a log line, whether they
 * travel in the query or in the path of the e-mail verification call.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path
    .replace(/(\/email-verify\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/invite\/)[^/?#]+/, '$1[redacted]');
  if (!query) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.has(key)) params.set(key, '[redacted]');
  return `${safePath}?${params.toString()}`;
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
});
