import { type TErrorResponse, type TUser, vacancies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { redirectWithToast } from '../../../lib/flash.server.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { serverI18nRuntime } from '../../../lib/i18n.server.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { initialOf, loadVacancyChoices, withoutGroupingSpaces } from '../vacancy-choices.server.ts';

type Args = DataArgs<{ id?: string }>;

/** The page's own actions besides saving the form; each is one call of the API. */
const MANAGE_INTENTS = [
  'pause',
  'resume',
  'close',
  'raise',
  'vip-on',
  'vip-off',
  'bonus-on',
  'bonus-off',
  'delete',
] as const;
type ManageIntent = (typeof MANAGE_INTENTS)[number];

const idOf = (params: Args['params']) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw new Response(null, { status: 404 });
  return id;
};

async function managerOf({ request, params, context }: Args): Promise<TUser> {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  if (!user?.company) throw redirect(localizePath(localeOfParams(params), '/profile/employer'));
  return user;
}

/** The vacancy as its team sees it (before approval too) and the edit form's choices; another company's is a 404. */
export async function loadManagedVacancy(args: Args) {
  const user = await managerOf(args);
  const id = idOf(args.params);
  const locale = localeOfParams(args.params);
  const answer = await callApi(serverApi(args.context), vacancies.getVacancy, { params: { id }, locale });
  const vacancy = orThrow(answer, { notFound: 'client-errors', failure: 500 });
  if (!vacancy.can_manage) throw new Response(null, { status: 404 });
  return {
    user,
    vacancy,
    initial: initialOf(vacancy),
    choices: await loadVacancyChoices(args.context, locale, vacancy),
  };
}

/** What a small action answered: done (its words are the page's), or the API's refusal with its code and message. */
export type ManageResult =
  | { of: ManageIntent; ok: true }
  | { of: ManageIntent; ok: false; code: string; message: string; errors?: Record<string, string[]> };

const resultOf = (intent: ManageIntent, answer: { ok: true } | { ok: false; error: TErrorResponse }): ManageResult => {
  if (answer.ok) return { of: intent, ok: true };
  const { code, message, errors } = answer.error;
  return { of: intent, ok: false, code, message, ...(errors ? { errors } : {}) };
};

const ZBonus = vacancies.addVacancyBonus.body;

/** One of the page's actions: a state change, a raise, VIP or bonus on or off, deleting, or saving the edit form. */
export async function submitManage(args: Args) {
  await managerOf(args);
  const id = idOf(args.params);
  const locale = localeOfParams(args.params);
  const api = serverApi(args.context);
  const form = withoutGroupingSpaces(await args.request.formData());
  const intent = String(form.get('intent') ?? 'save');
  const params = { id };
  switch (intent) {
    case 'pause':
    case 'resume':
    case 'close': {
      const state = intent === 'pause' ? 'paused' : intent === 'close' ? 'closed' : 'active';
      return resultOf(intent, await callApi(api, vacancies.setVacancyState, { params, body: { state }, locale }));
    }
    case 'raise':
      return resultOf(intent, await callApi(api, vacancies.raiseVacancy, { params, locale }));
    case 'vip-on':
      return resultOf(intent, await callApi(api, vacancies.addVacancyVip, { params, locale }));
    case 'vip-off':
      return resultOf(intent, await callApi(api, vacancies.removeVacancyVip, { params, locale }));
    case 'bonus-on': {
      const bonus = ZBonus.safeParse({ hiring_bonus: form.get('hiring_bonus') || undefined });
      const body = bonus.success ? bonus.data : { hiring_bonus: 0 };
      // An empty or zero amount is the API's to refuse, in the page's language.
      return resultOf(intent, await callApi(api, vacancies.addVacancyBonus, { params, body, locale }));
    }
    case 'bonus-off':
      return resultOf(intent, await callApi(api, vacancies.removeVacancyBonus, { params, locale }));
    case 'delete': {
      const answer = await callApi(api, vacancies.deleteVacancy, { params, locale });
      if (answer.ok) {
        const text = serverI18nRuntime(locale, []).instanceFor(locale).t('Vacancies:employer.deletedNotice');
        throw redirectWithToast(args.request, localizePath(locale, '/profile/job-openings'), { tone: 'success', text });
      }
      return resultOf(intent, answer);
    }
    default:
      return saveVacancy(args, form, id);
  }
}

async function saveVacancy({ request, params, context }: Args, form: FormData, id: number) {
  const locale = localeOfParams(params);
  form.delete('intent');
  const { submission } = await parseFormPost(
    new Request(request.url, { method: 'POST', body: form }),
    vacancies.updateVacancy.body,
    locale,
  );
  if (submission.status !== 'success') return { ...replyInvalid(submission), of: 'save' as const };
  const saved = await callApi(serverApi(context), vacancies.updateVacancy, {
    params: { id },
    body: submission.value,
    locale,
  });
  if (!saved.ok) return { ...replyWithFailure(submission, saved), of: 'save' as const };
  return { ...submission.reply(), of: 'save' as const, saved: true as const };
}
