import type { Locale } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import type { i18n } from 'i18next';
import { createI18n, type I18nRuntime, type Messages, payloadJson } from './i18n.ts';

/**
 * One instance per language for the whole process, built once with every namespace: the server never changes an
 * instance's language, so concurrent renders share it safely, and a page no longer pays for an i18next init.
 */
const instances = new Map<Locale, i18n>();
const serverI18nOf = (locale: Locale): i18n => {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, resources[locale] as Messages);
    instances.set(locale, instance);
  }
  return instance;
};

/** The catalogs a page's HTML carries: only its namespaces, in its language. */
export function serverI18nRuntime(locale: Locale, namespaces: readonly string[]): I18nRuntime {
  const catalogs = resources[locale] as Messages;
  const picked: Messages = {};
  for (const name of namespaces) if (name in catalogs) picked[name] = catalogs[name];
  return { instanceFor: serverI18nOf, payload: payloadJson({ locale, resources: picked }) };
}
