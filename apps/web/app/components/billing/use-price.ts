import type { TMoney } from '@hushwork/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';
import { priceText } from './price-text.ts';

/**
 * A price as `priceText` words it, its spaces made non-breaking: "2 490 $" inside a sentence stays on one line on a
 * phone instead of leaving the sign or a thousand behind.
 */
export function usePrice(): (price: TMoney) => string {
  const { t } = useTranslation('Billing');
  const locale = useLocale();
  return useCallback((price: TMoney) => priceText(t, price, locale).replace(/ /g, '\u00a0'), [t, locale]);
}
