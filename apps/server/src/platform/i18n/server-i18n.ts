import { DEFAULT_LOCALE, LOCALES, type Locale } from '@hushwork/contract';
import { type Namespace, type Params, resources } from '@hushwork/contract/i18n';
import i18next, { type i18n } from 'i18next';

/**
 * What the server words: error answers, validation messages, mails, notification kinds, messaging's suggested texts,
 * the reasons an admin import refuses a row, what the Telegram bot says, and billing's products and card refusals.
 */
const SERVER_NAMESPACES = [
  'errors',
  'validation',
  'Mail',
  'Notifications',
  'Messaging',
  'AdminImport',
  'Telegram',
  'Billing',
] as const satisfies Namespace[];

const bundlesOf = (locale: Locale) =>
  Object.fromEntries(SERVER_NAMESPACES.map((namespace) => [namespace, resources[locale][namespace]]));

function createServerI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  // Synchronous: the resources are given inline and initAsync is off, so `t` works as soon as this returns.
  void instance.init({
    lng: locale,
    // English rather than a blank when a text is missing; the catalog tests keep that from shipping.
    fallbackLng: DEFAULT_LOCALE,
    resources: { [locale]: bundlesOf(locale), [DEFAULT_LOCALE]: bundlesOf(DEFAULT_LOCALE) },
    ns: [...SERVER_NAMESPACES],
    defaultNS: 'errors',
    initAsync: false,
    // Nothing here is HTML: JSON answers need no escaping, and the mail renderer escapes every value it places.
    interpolation: { escapeValue: false },
    // A missing text shows as `Mail:verify_email.subject`, which the mail tests look for.
    appendNamespaceToMissingKey: true,
    returnNull: false,
  });
  return instance;
}

/**
 * One instance per language, built when the server starts and never changed: a request only reads the instance of
 * its language, so concurrent requests share it, and none pays for an i18next init (ADR 0020).
 */
const instances = new Map<Locale, i18n>(LOCALES.map((locale) => [locale, createServerI18n(locale)]));

export function i18nOf(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no i18next instance for ${locale}`);
  return instance;
}

/**
 * `'ns:key'` in the locale's words. A numeric `count` picks the CLDR plural form (`_one`, `_few`, `_many`, `_other`)
 * and fills `{{count}}`.
 */
export const translate = (locale: Locale, key: string, params?: Params): string => i18nOf(locale).t(key, params);
