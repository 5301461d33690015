/**
 * The words people type instead of the characters and names of a contact, in the five languages of the site
 * (en, de, pl, ru, uk). Lower case; the normaliser matches them case-insensitively.
 */

/** Instead of "@": "jane at gmail", "jane (собака) gmail", "jane małpa gmail". */
export const AT_WORDS = [
  'at',
  'ät',
  'klammeraffe',
  'małpa',
  'malpa',
  'małpka',
  'malpka',
  'собака',
  'собачка',
  'ат',
  'равлик',
  'равлика',
];

/** Instead of ".": "gmail dot com", "gmail точка ру", "wp kropka pl". */
export const DOT_WORDS = ['dot', 'punkt', 'kropka', 'точка', 'тчк', 'крапка'];

/** Digits written as words, with the spellings people type without diacritics. */
export const DIGIT_WORDS: Record<string, number> = Object.fromEntries(
  (
    [
      ['zero', 'null', 'ноль', 'нуль'],
      ['one', 'eins', 'jeden', 'jedna', 'один', 'одна'],
      ['two', 'zwei', 'zwo', 'dwa', 'dwie', 'два', 'две', 'дві'],
      ['three', 'drei', 'trzy', 'три'],
      ['four', 'vier', 'cztery', 'четыре', 'чотири'],
      ['five', 'fünf', 'fuenf', 'funf', 'pięć', 'piec', 'пять', "п'ять", 'п’ять', 'пʼять'],
      ['six', 'sechs', 'sześć', 'szesc', 'шесть', 'шість'],
      ['seven', 'sieben', 'siedem', 'семь', 'сім'],
      ['eight', 'acht', 'osiem', 'восемь', 'вісім'],
      ['nine', 'neun', 'dziewięć', 'dziewiec', 'девять', "дев'ять", 'дев’ять', 'девʼять'],
    ] as const
  ).flatMap((words, digit) => words.map((word) => [word, digit] as const)),
);

/**
 * Names of messengers and networks (with the stems their inflected forms share: "в телеграме", "na githubie",
 * "у вайбері"). A name followed by ":", "-", "=" or a bracket, and then a username, gives a contact away.
 */
export const MESSENGER_NAMES = [
  'telegram',
  'tg',
  'телеграм',
  'телеграмм',
  'телега',
  'телеге',
  'тг',
  'whatsapp',
  'вотсап',
  'ватсап',
  'вацап',
  'viber',
  'вайбер',
  'skype',
  'скайп',
  'discord',
  'дискорд',
  'instagram',
  'insta',
  'ig',
  'инстаграм',
  'инста',
  'инст',
  'інстаграм',
  'інста',
  'інст',
  'facebook',
  'fb',
  'фейсбук',
  'linkedin',
  'линкедин',
  'лінкедін',
  'xing',
  'github',
  'гитхаб',
  'гітхаб',
  'gitlab',
  'twitter',
  'твиттер',
  'твітер',
  'signal',
  'сигнал',
  'wechat',
  'snapchat',
  'tiktok',
  'тикток',
  'vk',
  'вк',
  'вконтакте',
  'username',
  'nickname',
  'nick',
  'ник',
  'нік',
  'юзернейм',
];

/**
 * Case endings a messenger's name takes ("в телеграм|е", "na github|ie", "у вайбер|і"); only these, so "install:"
 * is not "insta" and "was" is not "wa". Names of two letters ("tg", "fb") match only as they are.
 */
export const MESSENGER_ENDINGS = ['', 'e', 'ie', 'a', 'u', 'em', 'ем', 'е', 'і', 'а', 'у', 'ом', 'ах', 'и'];

/** Words between a messenger's name and the username that say nothing: "my telegram is …", "мой тг это …". */
export const FILLER_WORDS = new Set(['is', 'ist', 'jest', 'это', 'это:', 'це', 'to', '=']);

/** URI schemes that open a contact directly: "tg:@jane", "skype:jane.doe", "tel:+48…", "mailto:…". */
export const CONTACT_SCHEMES = new Set([
  'tg',
  'tel',
  'mailto',
  'callto',
  'sip',
  'sms',
  'skype',
  'viber',
  'whatsapp',
  'facetime',
  'xmpp',
]);

/**
 * Mail services whose name alone after a spelt-out "at" is an address: "jane at gmail" has no ending but says where
 * to write. (Any name after a real "@" counts already.) Services that are also employers ("5 years at Yandex",
 * "at Yahoo", "at Proton") are left out: "at" before an employer is prose.
 */
export const MAIL_PROVIDERS = new Set(['gmail', 'googlemail', 'hotmail', 'protonmail', 'icloud', 'gmx', 'ukrnet']);
