import type { TUser } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { readFlash } from '../lib/flash.server.ts';

export type ApiCall = { path: string; method?: string; body?: unknown; locale?: string };
export type ApiReply = { status: number; body: unknown };

/** The API as a page's loader and action reach it, answering as the test says; every call is recorded. */
export function pageContextOf(user: TUser | null, answer: (call: ApiCall) => ApiReply) {
  const calls: ApiCall[] = [];
  const context = {
    nonce: '',
    api: async (path: string, init?: { method?: string; body?: unknown; locale?: string }) => {
      const call = { path, method: init?.method, body: init?.body, locale: init?.locale };
      calls.push(call);
      return { ...answer(call), headers: {} };
    },
    currentUser: async () => user,
    reportError: () => {},
    publicConfig: {
      telegramChannelUrl: null,
      publicUrl: 'http://x',
      flags: { companyPremium: false, community: false },
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

/** What a loader or action threw: its status, target, every Set-Cookie value and the toast it carries. */
export async function thrownBy(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (caught: unknown) => caught,
  )) as { status?: number; headers?: Headers; init?: { status?: number } } | null;
  const cookies = error?.headers?.getSetCookie?.() ?? [];
  const flash = cookies.find((value) => value.startsWith('hw_flash='))?.split(';')[0];
  return (
    error && {
      status: error.status ?? error.init?.status,
      location: error.headers?.get?.('location') ?? null,
      cookies,
      toast: flash ? readFlash(new Request('http://x', { headers: { cookie: flash } })) : null,
    }
  );
}

/** A form post to `path` with repeated fields (`ids`) as a list. */
export const formPost = (path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return new Request(`http://x${path}`, { method: 'POST', body });
};
