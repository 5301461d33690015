import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (what a dual-stack socket reports for 127.0.0.1). */
const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined && (/^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address) || address === '::1');

/** Names a browser on this machine uses for it; anything else in Host means another name resolved to us. */
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * True only for a request made on this machine, to this machine: the socket's own peer address (never a forwarded
 * header, which anyone can write) is loopback. A proxy on the same machine also connects from loopback, so any
 * forwarding header means the request came from elsewhere; and a Host that is not a local name means a page used
 * DNS rebinding to reach us from the visitor's browser.
 */
export function isLocalRequest(raw: IncomingMessage): boolean {
  if (!isLoopbackAddress(raw.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => raw.headers[name] !== undefined)) return false;
  return LOCAL_HOST.test(raw.headers.host ?? '');
}
