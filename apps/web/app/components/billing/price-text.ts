import { amountText, type Locale, type TMoney } from '@hushwork/contract';

type Translate = (key: string, params?: Record<string, string>) => string;

/** "$1 234.50" in English, "1 234,50 $" elsewhere: the amount grouped by spaces (spec section 9), the sign the catalog's. */
export const priceText = (t: Translate, price: TMoney, locale: Locale): string =>
  t('Billing:price', { amount: amountText(price, locale) });
