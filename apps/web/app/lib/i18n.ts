import type { Locale } from '@hushwork/contract';
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { createContext, useContext } from 'react';
import { initReactI18next } from 'react-i18next';

/** A locale's catalogs by namespace: `{ Header: {…}, Auth: {…} }`. */
export type Messages = Record<string, unknown>;

/** What every page shows, whatever its route: the header, footer, cookie banner, error screen and UI primitives. */
const COMMON_NAMESPACES = ['common', 'Header', 'Footer', 'CookieConsent', 'ErrorPage', 'Ui'] as const;

/** A route module's `handle`: the catalog namespaces its screen reads besides the common ones. */
export type I18nHandle = { i18n?: readonly string[] };

/** The common namespaces plus those the matched routes declare, each once. */
export function namespacesOf(handles: readonly unknown[]): string[] {
  const names = new Set<string>(COMMON_NAMESPACES);
  for (const handle of handles) {
    const declared = (handle as I18nHandle | undefined)?.i18n;
    if (Array.isArray(declared)) for (const name of declared) names.add(name);
  }
  return [...names];
}

/**
 * An i18next instance for one locale. With a backend (the browser), namespaces missing from `messages` are loaded
 * when a component first asks for them, and react-i18next suspends that render until they are there.
 */
export function createI18n(locale: Locale, messages: Messages, backend?: BackendModule): i18n {
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: messages } as Resource,
    ns: Object.keys(messages),
    defaultNS: 'common',
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The id of the inline JSON that carries a page's catalogs from the server render to the browser. */
export const I18N_PAYLOAD_ID = 'hw-i18n';

/** What the page's words come from: entry.server gives every render its own, entry.client one for the tab. */
export type I18nRuntime = {
  /** The instance for a locale (server: one per language for the process; browser: one per language per tab). */
  instanceFor: (locale: Locale) => i18n;
  /** `{ locale, resources }` as JSON, `<` escaped: the catalogs the server rendered with, for the hydration. */
  payload: string;
};

export const I18nRuntimeContext = createContext<I18nRuntime | null>(null);

export function useI18nRuntime(): I18nRuntime {
  const runtime = useContext(I18nRuntimeContext);
  if (!runtime) throw new Error('I18nRuntimeContext is missing: entry.server and entry.client provide it');
  return runtime;
}

/** JSON safe inside a `<script type="application/json">`: no `</script>` can close it early. */
export const payloadJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
