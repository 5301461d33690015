import type { TUser } from '@hushwork/contract';
import 'react-router';

/** The body is what the server sent; `callApi` (lib/api.ts) reads it as the endpoint's answer. */
type ApiResult = { status: number; body: unknown; headers: Record<string, unknown> };

declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    /**
     * The public API called in process with the visitor's cookies and address (ADR 0005). Pages call it through
     * `callApi(serverApi(context), endpoint, input)`, never by a path of their own.
     */
    api: (
      path: string,
      init?: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; locale?: string },
    ) => Promise<ApiResult>;
    /** The signed-in user of this request (one API call however many loaders ask), or null. */
    currentUser: () => Promise<TUser | null>;
    /** Logs a page's error through the server's logger (JSON lines; a client's mistake is no error). */
    reportError: (error: unknown) => void;
    /**
     * publicUrl: the site's origin from PUBLIC_URL (or http://localhost:PORT), never the request's Host header;
     * flags: spec section 1's product flags as this deployment sets them (COMPANY_PREMIUM, COMMUNITY).
     */
    publicConfig: {
      telegramChannelUrl: string | null;
      publicUrl: string;
      flags: { companyPremium: boolean; community: boolean };
    };
    /**
     * True where the development pages may answer: a local run without SMTP, asked from the machine itself (the rule of
     * /dev/mail). Absent counts as false, so a page behind it is a 404 anywhere else.
     */
    devPages?: boolean;
  }
}
