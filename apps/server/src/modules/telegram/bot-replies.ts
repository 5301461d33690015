import { type Locale, toLocale } from '@hushwork/contract';
import type { resources } from '@hushwork/contract/i18n';
import { translate } from '../../platform/i18n/server-i18n.ts';

export type BotReply = keyof (typeof resources)['en']['Telegram']['bot'];

/** What the bot answers, in a locale, naming the site's /telegram page in that locale (`{{url}}`). */
export const botReplyOf = (locale: Locale, reply: BotReply, pageUrl: string): string =>
  translate(locale, `Telegram:bot.${reply}`, { url: pageUrl });

/** The locale of a Telegram user's app ("uk", "pt-br"), or the default where it is not one of ours. */
export const localeOfTelegram = (languageCode: string | undefined): Locale =>
  toLocale(languageCode?.split('-')[0]?.toLowerCase());
