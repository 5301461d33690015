import { money } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { describe, expect, it } from 'vitest';
import { priceText } from './price-text.ts';

/** The catalog's own words, interpolated as i18next would. */
const tOf =
  (locale: 'en' | 'uk') =>
  (key: string, params: Record<string, string> = {}) => {
    const [namespace, path] = key.split(':') as ['Billing', string];
    const template = (resources[locale][namespace] as unknown as Record<string, string>)[path] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => params[name] ?? '');
  };

describe('priceText', () => {
  it('puts the sign where each language puts it and groups thousands by spaces', () => {
    expect(priceText(tOf('en'), money(123_450), 'en')).toBe('$1 234.50');
    expect(priceText(tOf('uk'), money(22_800), 'uk')).toBe('228 $');
  });
});
