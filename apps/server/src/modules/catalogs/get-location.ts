import { SPECIAL_COUNTRY, type TLocation } from '@hushwork/contract';
import { regionOfAcceptLanguage } from '@hushwork/contract/i18n';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';

type Options = {
  actor: Actor;
  /** The country a trusted proxy vouched for, already checked to come from one. */
  proxyCountry: string | null;
  acceptLanguage: string | undefined;
};

const ISO_COUNTRY = /^[A-Z]{2}$/;

/** The visitor's country: a trusted proxy's word first, else the region of their language preference. */
export function getLocation({ actor, proxyCountry, acceptLanguage }: Options): TLocation {
  requirePermission(actor, 'read:catalog:any');
  const fromProxy = proxyCountry?.trim().toUpperCase();
  // Proxies use XX / T1 for unknown or Tor; they say nothing about a country.
  if (fromProxy && ISO_COUNTRY.test(fromProxy) && fromProxy !== 'XX') {
    return { country_code: fromProxy, source: 'proxy', is_special_country: fromProxy === SPECIAL_COUNTRY };
  }
  const fromLanguage = regionOfAcceptLanguage(acceptLanguage) ?? (/^\s*he\b/i.test(acceptLanguage ?? '') ? 'IL' : null);
  if (fromLanguage) {
    return {
      country_code: fromLanguage,
      source: 'accept-language',
      is_special_country: fromLanguage === SPECIAL_COUNTRY,
    };
  }
  return { country_code: null, source: null, is_special_country: false };
}
