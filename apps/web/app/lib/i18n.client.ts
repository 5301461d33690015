import { type Locale, toLocale } from '@hushwork/contract';
import type { BackendModule, i18n } from 'i18next';
import { createI18n, I18N_PAYLOAD_ID, type I18nRuntime, type Messages } from './i18n.ts';

/**
 * Every catalog as its own lazily loaded chunk: a namespace a page did not carry is fetched on the first client
 * navigation that needs it, from a content-hashed file the server sends with a year-long immutable cache. Nothing of
 * the catalogs sits in the JavaScript a page loads first.
 */
const catalogFiles = import.meta.glob<{ default: Messages }>('../../../../packages/contract/i18n/*/*.json');

const fileOf = (locale: string, namespace: string) =>
  catalogFiles[`../../../../packages/contract/i18n/${locale}/${namespace}.json`];

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(locale, namespace, callback) {
    const load = fileOf(locale, namespace);
    if (!load) return callback(new Error(`no catalog ${locale}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The catalogs the server rendered this page with (see root.tsx), read once when the tab starts. */
export function createBrowserI18nRuntime(): I18nRuntime {
  const payload = document.getElementById(I18N_PAYLOAD_ID)?.textContent ?? '';
  let initial: { locale: Locale; resources: Messages } = { locale: 'en', resources: {} };
  try {
    const parsed = JSON.parse(payload) as { locale?: string; resources?: Messages };
    initial = { locale: toLocale(parsed.locale), resources: parsed.resources ?? {} };
  } catch {
    // No payload (a page the server could not render): every namespace is loaded on demand.
  }
  const instances = new Map<Locale, i18n>([
    [initial.locale, createI18n(initial.locale, initial.resources, lazyCatalogs)],
  ]);
  return {
    instanceFor(locale) {
      let instance = instances.get(locale);
      if (!instance) {
        instance = createI18n(locale, {}, lazyCatalogs);
        instances.set(locale, instance);
      }
      return instance;
    },
    payload,
  };
}
