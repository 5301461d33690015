import type { AppLoadContext } from 'react-router';
import type { ApiTransport } from './api.ts';

/**
 * The transport `callApi` uses in loaders and actions: the API in process, with the visitor's cookies (ADR 0005).
 * Uploads are sent from the browser (browserApi), never relayed through a page's action.
 */
export const serverApi =
  (context: AppLoadContext): ApiTransport =>
  (path, { method, body, locale }) => {
    if (body instanceof FormData) throw new Error(`Upload ${path} from the browser: serverApi sends JSON only`);
    return context.api(path, { method, ...(body !== undefined ? { body } : {}), ...(locale ? { locale } : {}) });
  };
