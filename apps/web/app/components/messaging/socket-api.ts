import type { ApiTransport } from '../../lib/api.ts';
import { apiFetch } from '../../lib/api-client.ts';

/**
 * The browser's transport with the tab's socket id (`X-Socket-ID`), so what this tab's own call causes (its message,
 * its read) is not sent back to it over the socket. Without a socket yet it is the plain browser transport.
 */
export const socketApi =
  (socketId: () => string | null): ApiTransport =>
  async (path, { method, body, locale, signal }) => {
    const id = socketId();
    const response = await apiFetch(path, {
      method,
      ...(locale ? { locale } : {}),
      ...(signal ? { signal } : {}),
      headers: {
        ...(id ? { 'x-socket-id': id } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  };
