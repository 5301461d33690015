import {
  ROLES,
  type TAddEmployerRequest,
  type TAddEmployerResult,
  toLocale,
  ZAddEmployerRequest,
} from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { userDirectory } from '../../identity/index.ts';
import { companyRepo } from '../profile/lib/company.repo.ts';
import { requireTeamManager } from '../profile/lib/company-policy.ts';
import { employerRepo } from './lib/employer.repo.ts';
import { invitationRepo } from './lib/invitation.repo.ts';

export type AddEmployerOptions = UseCaseArgs<TAddEmployerRequest, 'mailer' | 'link'>;

const alreadyInCompany = () =>
  new AppError('ALREADY_IN_COMPANY', { fields: { email: [{ key: 'validation:alreadyInCompany' }] } });

/**
 * The owner invites a colleague; nobody joins a team without saying yes. A company account with no team is mailed in
 * its own language and answers in its profile (accept-team-invitation.ts); its own request to join another company
 * stays as it is until it accepts. Any other address is mailed a sign-up link and joins once a company account with
 * it confirms it (claim-team-invitation.ts). A job seeker's address is answered exactly like an unknown one: telling
 * a company that an address belongs to a candidate would unmask them.
 */
export async function addEmployer({ actor, input, db, mailer, link }: AddEmployerOptions): Promise<TAddEmployerResult> {
  requirePermission(actor, 'update:employer:own');
  const { email, position } = ZAddEmployerRequest.parse(input);
  await db.transaction(async (tx) => {
    const manager = await requireTeamManager(tx, actor);
    const user = await userDirectory.findByEmail(tx, email);
    const account = user?.role_id === ROLES.company ? user : undefined;
    if (account && (await employerRepo.find(tx, account.id))?.company_id) throw alreadyInCompany();
    const company = await companyRepo.findById(tx, manager.company_id);
    await invitationRepo.upsertOpen(tx, {
      company_id: manager.company_id,
      email,
      position: position || null,
      invited_by: manager.user_id,
    });
    const params = { name: account?.name ?? '', company: company?.name ?? '', inviter: manager.name };
    await mailer.enqueue(
      tx,
      account
        ? {
            to: email,
            locale: toLocale(account.locale),
            kind: 'team_invitation_account',
            params: { ...params, link: link(toLocale(account.locale), '/profile/employer') },
          }
        : {
            to: email,
            locale: actor.locale,
            kind: 'team_invitation',
            params: { ...params, link: link(actor.locale, '/register', { role: 'company' }) },
          },
    );
  });
  mailer.kick();
  return { invitation_sent: true };
}
