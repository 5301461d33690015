import { telegram } from '@hushwork/contract';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';

/**
 * `/telegram`: the bot and, for a signed-in job seeker or employer, their personal link and whether their account is
 * linked. A site without a bot shows the page all the same, saying so (`bot: null`).
 */
export async function loadTelegram({ params, context }: DataArgs) {
  const answer = await callApi(serverApi(context), telegram.getTelegramBot, { locale: localeOfParams(params) });
  if (!answer.ok && answer.error.code === 'TELEGRAM_BOT_NOT_CONFIGURED') return { bot: null };
  return { bot: orThrow(answer, { failure: 500 }) };
}

/** Unlinks the account (the page's one form), back on the page with a toast; a guest goes to sign in first. */
export async function submitTelegram(args: DataArgs) {
  const { request, params, context } = args;
  await requireUser(args, ['auth']);
  const locale = localeOfParams(params);
  const answer = await callApi(serverApi(context), telegram.unlinkTelegram, { locale });
  const words = serverI18nRuntime(locale, []).instanceFor(locale);
  const back = new URL(request.url).pathname;
  throw redirectWithToast(
    request,
    back,
    answer.ok ? { tone: 'success', text: words.t('Telegram:unlinked') } : { tone: 'error', text: answer.error.message },
  );
}
