import { type Endpoint, type Locale, pathOf, type TBodyOf } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { type ApiData, answerOf } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import type { Translate } from './form-words.ts';
import { serverI18nRuntime } from './i18n.server.ts';
import { parseForm } from './parse-form.ts';

type FormFailure = {
  ok: false;
  /** The API's HTTP status, so a page can tell a spent link (410) from a field's mistake (422). */
  status: number;
  message: string;
  code: string;
  errors: Record<string, string[]>;
  retry_after?: number;
};
export type FormResult<T> = { ok: true; data: T } | FormFailure;

/**
 * What a form sends to an endpoint: the fields of the endpoint's body (a misspelt one fails to compile), with the
 * values as the visitor typed them. The API parses them with the endpoint's own body schema, so its messages, in
 * the visitor's language and per field, are the ones the form shows: one set of rules, one set of words.
 */
export type FormBody<E extends Endpoint> = { [K in keyof NonNullable<TBodyOf<E>>]?: unknown };

/** Posts a form's fields to an endpoint in process and returns its data, or its message and per-field errors. */
export async function submitToApi<E extends Endpoint>(
  context: AppLoadContext,
  endpoint: E,
  body: FormBody<E>,
  locale: string,
): Promise<FormResult<ApiData<E>>> {
  // Forms post to endpoints without path parameters: one with a placeholder throws here instead of posting to it.
  const path = pathOf(endpoint.path, undefined);
  const answer = answerOf<E>(await serverApi(context)(path, { method: endpoint.method, body, locale }));
  if (answer.ok) return { ok: true, data: answer.data };
  const { message, code, errors, retry_after } = answer.error;
  return {
    ok: false,
    status: answer.status,
    message,
    code,
    errors: errors ?? {},
    ...(retry_after !== undefined ? { retry_after } : {}),
  };
}

const translatorOf = (locale: Locale): Translate => {
  const i18n = serverI18nRuntime(locale, []).instanceFor(locale);
  return (key, params) => i18n.t(key, params) as string;
};

/**
 * Reads a posted form and parses it with the endpoint's body schema, worded in the page's language: a post that
 * skipped the browser's check (no JavaScript yet, or a crafted one) gets the messages the browser would have shown.
 * `control(name)` reads one of the form's steering fields (see `parseForm`).
 */
export async function parseFormPost<S extends z.ZodType>(
  request: Request,
  schema: S,
  locale: Locale,
  controls: readonly string[] = [],
) {
  const formData = await request.formData();
  const control = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { submission: parseForm(formData, schema, translatorOf(locale), controls), control };
}
