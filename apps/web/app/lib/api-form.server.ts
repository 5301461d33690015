import type { AppLoadContext } from 'react-router';

export type FormFailure = {
  ok: false;
  /** The API's HTTP status, so a page can tell a spent link (410) from a field's mistake (422). */
  status: number;
  message: string;
  code: string;
  errors: Record<string, string[]>;
  retry_after?: number;
};
export type FormResult<T> = { ok: true; data: T } | FormFailure;

/** Posts a form's fields to the API in process and returns its data, or its message and per-field errors. */
export async function submitToApi<T>(
  context: AppLoadContext,
  path: string,
  body: unknown,
  locale: string,
  method: 'POST' | 'DELETE' = 'POST',
): Promise<FormResult<T>> {
  const response = await context.api<{ data: T } & Partial<Omit<FormFailure, 'ok'>>>(path, { method, body, locale });
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.body.data };
  return {
    ok: false,
    status: response.status,
    message: response.body.message ?? '',
    code: response.body.code ?? 'INTERNAL_SERVER_ERROR',
    errors: response.body.errors ?? {},
    ...(response.body.retry_after !== undefined ? { retry_after: response.body.retry_after } : {}),
  };
}

export const formFields = async (request: Request) =>
  Object.fromEntries(await request.formData()) as Record<string, string>;
