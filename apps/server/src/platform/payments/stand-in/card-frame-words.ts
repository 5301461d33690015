/** The card form's words in the site's five languages; Stripe.js localizes its element the same way. */
const CARD_FRAME_LOCALES = ['en', 'de', 'pl', 'ru', 'uk'] as const;
export type CardFrameLocale = (typeof CARD_FRAME_LOCALES)[number];

export type CardFrameWords = {
  title: string;
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  hint: string;
  /** Inline errors by Stripe's error code (Stripe.js shows these under the field). */
  errors: {
    incomplete_number: string;
    incomplete_expiry: string;
    incomplete_cvc: string;
    incorrect_number: string;
    invalid_expiry_year: string;
    invalid_cvc: string;
  };
};

export const CARD_FRAME_WORDS: Record<CardFrameLocale, CardFrameWords> = {
  en: {
    title: 'Card payment',
    number: 'Card number',
    expiry: 'Expiry date (MM / YY)',
    expiryPlaceholder: 'MM / YY',
    cvc: 'Security code (CVC)',
    hint: 'Test mode: use 4242 4242 4242 4242',
    errors: {
      incomplete_number: 'Your card number is incomplete.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      incomplete_cvc: "Your card's security code is incomplete.",
      incorrect_number: 'Your card number is invalid.',
      invalid_expiry_year: "Your card's expiration date is in the past.",
      invalid_cvc: "Your card's security code is invalid.",
    },
  },
  de: {
    title: 'Kartenzahlung',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    expiryPlaceholder: 'MM / JJ',
    cvc: 'Prüfnummer (CVC)',
    hint: 'Testmodus: Verwenden Sie 4242 4242 4242 4242',
    errors: {
      incomplete_number: 'Die Kartennummer ist unvollständig.',
      incomplete_expiry: 'Das Ablaufdatum ist unvollständig.',
      incomplete_cvc: 'Die Prüfnummer ist unvollständig.',
      incorrect_number: 'Die Kartennummer ist ungültig.',
      invalid_expiry_year: 'Das Ablaufdatum liegt in der Vergangenheit.',
      invalid_cvc: 'Die Prüfnummer ist ungültig.',
    },
  },
  pl: {
    title: 'Płatność kartą',
    number: 'Numer karty',
    expiry: 'Data ważności (MM / RR)',
    expiryPlaceholder: 'MM / RR',
    cvc: 'Kod zabezpieczający (CVC)',
    hint: 'Tryb testowy: użyj karty 4242 4242 4242 4242',
    errors: {
      incomplete_number: 'Numer karty jest niekompletny.',
      incomplete_expiry: 'Data ważności karty jest niekompletna.',
      incomplete_cvc: 'Kod zabezpieczający karty jest niekompletny.',
      incorrect_number: 'Numer karty jest nieprawidłowy.',
      invalid_expiry_year: 'Data ważności karty już minęła.',
      invalid_cvc: 'Kod zabezpieczający karty jest nieprawidłowy.',
    },
  },
  ru: {
    title: 'Оплата картой',
    number: 'Номер карты',
    expiry: 'Срок действия (ММ / ГГ)',
    expiryPlaceholder: 'ММ / ГГ',
    cvc: 'Код безопасности (CVC)',
    hint: 'Тестовый режим: используйте карту 4242 4242 4242 4242',
    errors: {
      incomplete_number: 'Номер карты указан не полностью.',
      incomplete_expiry: 'Срок действия карты указан не полностью.',
      incomplete_cvc: 'Код безопасности указан не полностью.',
      incorrect_number: 'Неверный номер карты.',
      invalid_expiry_year: 'Срок действия карты истёк.',
      invalid_cvc: 'Неверный код безопасности.',
    },
  },
  uk: {
    title: 'Оплата карткою',
    number: 'Номер картки',
    expiry: 'Термін дії (ММ / РР)',
    expiryPlaceholder: 'ММ / РР',
    cvc: 'Код безпеки (CVC)',
    hint: 'Тестовий режим: використовуйте картку 4242 4242 4242 4242',
    errors: {
      incomplete_number: 'Номер картки вказано не повністю.',
      incomplete_expiry: 'Термін дії картки вказано не повністю.',
      incomplete_cvc: 'Код безпеки вказано не повністю.',
      incorrect_number: 'Неправильний номер картки.',
      invalid_expiry_year: 'Термін дії картки минув.',
      invalid_cvc: 'Неправильний код безпеки.',
    },
  },
};

/** `de-DE` → `de`; anything else (or `auto`, which the browser script resolves first) → English. */
export function cardFrameLocale(given: string | null | undefined): CardFrameLocale {
  const language = (given ?? '').toLowerCase().split('-')[0];
  return (CARD_FRAME_LOCALES as readonly string[]).includes(language ?? '') ? (language as CardFrameLocale) : 'en';
}
