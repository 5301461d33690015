import { RATE_LIMITS } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { UploadForm } from '../../platform/files/multipart.ts';
import { sniffDocument } from '../../platform/files/sniff-upload.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { companyDirectory } from '../companies/index.ts';
import { storeDocument } from '../files/index.ts';
import { createPendingAccount, userDirectory } from '../identity/index.ts';
import { applicationRepo } from './application.repo.ts';
import { applicableVacancy, matchAnswers } from './application-policy.ts';
import type { ApplicationsDeps } from './applications-deps.ts';
import { notifyNewResponse } from './notify.ts';
import { parseQuickApplyFields } from './quick-apply-form.ts';

export type QuickApplyOptions = ApplicationsDeps & {
  actor: Actor;
  /** The form is read only once the caller may send it: a refused or limited request is not read at all. */
  input: { vacancy_id: number; ip: string; readForm: () => Promise<UploadForm> };
  limiter: RateLimiter;
  storage: FileStorage;
};

const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === '23505';

/**
 * `POST vacancies/quick-apply/{vacancy}`: a guest applies with a name, an e-mail, a cover letter and, if they like, a
 * CV. It makes the worker account the spec implies (e-mail unconfirmed, no password), stores the CV as that account's,
 * and mails the "finish your account" link, whose page sets the password and confirms the address. An address that
 * has an account is refused with a code that sends them to sign in: the application must come from that account.
 * Abuse-prone (it writes accounts and mails to any address), so it is counted per client address.
 */
export async function quickApply({ actor, input, limiter, storage, ...deps }: QuickApplyOptions) {
  requirePermission(actor, 'create:quick-application:any');
  await limiter.consume(RATE_LIMITS.quickApplyPerIp, `quick-apply:ip:${input.ip}`);
  const vacancy = await applicableVacancy(deps.db, input.vacancy_id);
  const form = await input.readForm();
  const fields = parseQuickApplyFields(form.fields);
  const answers = matchAnswers(vacancy.questions, fields.answers);
  // The CV's type is checked before anything is written: a refused file leaves no account behind.
  if (form.file) await sniffDocument(form.file.bytes);
  if (await userDirectory.findByEmail(deps.db, fields.email)) throw new AppError('ACCOUNT_EXISTS');
  const company = (await companyDirectory.cardsByIds(deps.db, [vacancy.company_id])).get(vacancy.company_id);
  const row = await deps.db
    .transaction(async (tx) => {
      const account = await createPendingAccount({
        db: tx,
        clock: deps.clock,
        link: deps.link,
        input: { email: fields.email, name: fields.name, locale: actor.locale },
      });
      const cv = form.file
        ? await storeDocument({ db: tx, storage, userId: account.user_id, ...form.file })
        : undefined;
      const inserted = await applicationRepo.insert(tx, {
        vacancy_id: vacancy.id,
        company_id: vacancy.company_id,
        user_id: account.user_id,
        candidate_id: null,
        cover_letter: fields.cover_letter,
        cv_file_id: cv?.id ?? null,
        answers,
        created_at: deps.clock.now(),
      });
      if (!inserted) throw new Error('a new account already applied');
      await deps.mailer.enqueue(tx, {
        to: account.email,
        locale: actor.locale,
        kind: 'quick_apply_account',
        params: { name: account.name, company: company?.name ?? '', vacancy: vacancy.title, link: account.finish_link },
      });
      await notifyNewResponse(tx, deps, vacancy);
      return inserted;
    })
    .catch((error: unknown) => {
      // Two quick applications racing for one address: the account's unique index decides, the loser is told to sign in.
      if (isUniqueViolation(error) || (error as { code?: string }).code === 'USER_ALREADY_EXIST') {
        throw new AppError('ACCOUNT_EXISTS');
      }
      throw error;
    });
  deps.mailer.kick();
  return { id: row.id, vacancy_id: vacancy.id };
}
