import { invalidRequest, missingParam, StripeApiError, unknownParam } from './api-error.ts';
import type { FormHash, FormValue } from './form-body.ts';

/**
 * Readers of a decoded request, failing as Stripe fails. `name` is the parameter's full name in error messages
 * (`items[0][price]`), `key` its key in `hash`.
 */

/** Refuses a parameter the stand-in does not model: Stripe refuses unknown ones, and one silently ignored would make
 * the stand-in answer differently from Stripe. `expand` is always allowed. */
export function allowOnly(hash: FormHash, keys: readonly string[], prefix = '') {
  for (const key of Object.keys(hash)) {
    if (key !== 'expand' && !keys.includes(key)) throw unknownParam(prefix ? `${prefix}[${key}]` : key);
  }
}

export function stringParam(hash: FormHash, key: string, name = key): string | undefined {
  const value = hash[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${describe(value)}`, { param: name });
  return value;
}

export function requiredString(hash: FormHash, key: string, name = key): string {
  const value = stringParam(hash, key, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function intParam(hash: FormHash, key: string, name = key): number | undefined {
  const value = stringParam(hash, key, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param: name });
  }
  return Number(value);
}

export function boolParam(hash: FormHash, key: string, name = key): boolean | undefined {
  const value = stringParam(hash, key, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw invalidRequest(`Invalid boolean: ${value}`, { param: name });
  return value === 'true';
}

export function hashParam(hash: FormHash, key: string, name = key): FormHash | undefined {
  const value = hash[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) {
    throw invalidRequest(`Invalid hash`, { code: 'parameter_invalid', param: name });
  }
  return value;
}

export function listParam(hash: FormHash, key: string, name = key): FormValue[] | undefined {
  const value = hash[key];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, { code: 'parameter_invalid', param: name });
  return value;
}

export function enumParam<const T extends string>(hash: FormHash, key: string, values: readonly T[], name = key) {
  const value = stringParam(hash, key, name);
  if (value === undefined) return undefined;
  if (!values.includes(value as T)) {
    throw invalidRequest(`Invalid ${name}: must be one of ${values.join(', ')}`, {
      code: 'parameter_invalid',
      param: name,
    });
  }
  return value as T;
}

/** `metadata[key]=value`; an empty value removes the key, as on Stripe's updates. */
export function metadataParam(hash: FormHash, current: Record<string, string> = {}): Record<string, string> {
  const given = hashParam(hash, 'metadata');
  if (!given) return { ...current };
  const next = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== 'string')
      throw invalidRequest('Invalid metadata: values must be strings', { param: `metadata[${key}]` });
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalidRequest('Invalid metadata: at most 50 keys', { param: 'metadata' });
  return next;
}

export function currencyParam(hash: FormHash): string {
  const currency = requiredString(hash, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  return currency;
}

export function expandParam(hash: FormHash): string[] {
  const value = hash.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Invalid array', param: 'expand' });
  }
  return value as string[];
}

function describe(value: FormValue): string {
  return Array.isArray(value) ? 'array' : 'hash';
}
