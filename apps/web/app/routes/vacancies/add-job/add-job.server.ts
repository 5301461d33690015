import { type TUser, vacancies } from '@hushwork/contract';
import { redirect } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { parseFormPost } from '../../../lib/api-form.server.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { DataArgs } from '../../../lib/data-args.ts';
import { replyInvalid, replyWithFailure } from '../../../lib/form-reply.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { loadVacancyChoices, withoutGroupingSpaces } from '../vacancy-choices.server.ts';
import { type CreationGate, creationGateOf, type GateOptions } from './creation-gate.ts';

/** The flag and the live table as the page sees them; tests switch them. */
export type AddJobOptions = Omit<GateOptions, 'returnPath'>;

const RETURN_PATH = '/profile/add-job';

/** Company accounts with a company only: an employer still waiting to join one goes back to the profile. */
async function employerOf({ request, params, context }: DataArgs): Promise<TUser> {
  const user = await requireUser({ request, context }, ['auth', 'company', 'check-relations']);
  if (!user?.company) throw redirect(localizePath(localeOfParams(params), '/profile/employer'));
  return user;
}

/** Follows the gate: the payment page is a redirect; a dialog is something the page shows. */
function passGate(gate: CreationGate, args: DataArgs): 'owner' | 'member' | null {
  if (gate.kind === 'payment') throw redirect(localizePath(localeOfParams(args.params), gate.path));
  return gate.kind === 'pay-dialog' ? gate.who : null;
}

/** The wizard's choices, or the pay-notification dialog instead of the wizard when the company may not post. */
export async function loadAddJob(args: DataArgs, options: AddJobOptions = {}) {
  const user = await employerOf(args);
  const returnPath = localizePath(localeOfParams(args.params), RETURN_PATH);
  const companyPremium = args.context.publicConfig.flags.companyPremium;
  const payDialog = passGate(creationGateOf(user, { returnPath, companyPremium, ...options }), args);
  if (payDialog) return { payDialog, choices: null };
  return { payDialog: null, choices: await loadVacancyChoices(args.context, localeOfParams(args.params)) };
}

/**
 * Posts the vacancy and lands on its manage page, which says it waits for moderation. The API refusing for company
 * premium (the flag changed, or the company's payment lapsed) ends as the gate would have.
 */
export async function submitAddJob(args: DataArgs, options: AddJobOptions = {}) {
  const user = await employerOf(args);
  const locale = localeOfParams(args.params);
  const body = withoutGroupingSpaces(await args.request.formData());
  const request = new Request(args.request.url, { method: 'POST', body });
  const { submission } = await parseFormPost(request, vacancies.createVacancy.body, locale);
  if (submission.status !== 'success') return { ...replyInvalid(submission), payDialog: null };
  const created = await callApi(serverApi(args.context), vacancies.createVacancy, { body: submission.value, locale });
  if (created.ok) throw redirect(localizePath(locale, `/profile/job-openings/${created.data.id}?created=1`));
  const payDialog =
    created.error.code === 'COMPANY_PREMIUM_REQUIRED'
      ? passGate(
          creationGateOf(user, { returnPath: localizePath(locale, RETURN_PATH), ...options, companyPremium: true }),
          args,
        )
      : null;
  return { ...replyWithFailure(submission, created), payDialog };
}
