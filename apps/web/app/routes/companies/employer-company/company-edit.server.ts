import { companies, type Locale, type TUser } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { loadCompanyChoices } from '../company-choices.server.ts';

/**
 * The company as its team sees it (before approval too) and the choices of the wizard, with the company's own
 * specializations and technologies added when they are not among the most used, so saving keeps them ticked.
 */
export async function loadCompanyEdit({ params, context }: Omit<DataArgs, 'request'>, user: TUser) {
  const locale = localeOfParams(params);
  const own = managedCompanyOf(user, locale);
  const api = serverApi(context);
  const [company, { specializations, technologies }] = await Promise.all([
    callApi(api, companies.getCompany, { params: { company: own.slug }, locale }),
    loadCompanyChoices(context, locale),
  ]);
  const edited = orThrow(company, { failure: 500 });
  const withOwn = (list: { id: number; name: string }[], own: { id: number; name: string }[]) => [
    ...own.filter((item) => !list.some((listed) => listed.id === item.id)),
    ...list,
  ];
  return {
    company: edited,
    specializations: withOwn(specializations, edited.specializations),
    technologies: withOwn(technologies, edited.technologies),
  };
}

/** Only the owner and team admins edit the company; a member is sent to the employer profile. */
function managedCompanyOf(user: TUser, locale: Locale) {
  if (!user.company || !(user.employer?.is_owner || user.employer?.is_admin)) {
    throw redirect(localizePath(locale, '/profile/employer'));
  }
  return user.company;
}

/** Saves the company's fields (the wizard's, `PUT companies/{id}`); its pictures are sent from the browser. */
export async function submitCompanyEdit({ request, params, context }: DataArgs, user: TUser) {
  const locale = localeOfParams(params);
  const companyId = managedCompanyOf(user, locale).id;
  const { submission, control } = await parseFormPost(request, companies.updateCompany.body, locale);
  if (submission.status !== 'success') return replyInvalid(submission);
  // An unticked box posts nothing, which the body's default reads as public: the switch's absence means "hidden".
  const body = { ...submission.value, is_public: control('is_public') === 'on' };
  const saved = await callApi(serverApi(context), companies.updateCompany, {
    params: { company: companyId },
    body,
    locale,
  });
  if (!saved.ok) return replyWithFailure(submission, saved);
  return { ...submission.reply(), saved: true as const };
}
