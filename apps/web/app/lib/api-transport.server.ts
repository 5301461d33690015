import type { AppLoadContext } from 'react-router';
import type { ApiTransport } from './api.ts';

/** The transport `callApi` uses in loaders and actions: the API in process, with the visitor's cookies (ADR 0005). */
export const serverApi =
  (context: AppLoadContext): ApiTransport =>
  (path, { method, body, locale }) =>
    context.api(path, { method, ...(body !== undefined ? { body } : {}), ...(locale ? { locale } : {}) });
