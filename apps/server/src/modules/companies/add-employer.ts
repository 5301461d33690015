import { ROLES, type TAddEmployerRequest, type TAddEmployerResult, ZAddEmployerRequest } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { userDirectory } from '../identity/index.ts';
import { companyRepo } from './company.repo.ts';
import { companyError } from './company-error.ts';
import { requireTeamManager } from './company-policy.ts';
import { employerRepo } from './employer.repo.ts';
import { invitationRepo } from './invitation.repo.ts';
import { presentEmployer } from './present-employer.ts';

export type AddEmployerOptions = {
  actor: Actor;
  input: TAddEmployerRequest;
  db: Db;
  mailer: ModuleContext['mailer'];
  link: ModuleContext['link'];
};

const alreadyInCompany = () => companyError('ALREADY_IN_COMPANY', { email: [{ key: 'validation:alreadyInCompany' }] });

/**
 * The owner adds a colleague: a company account with no team joins at once (an open request of theirs to join
 * another company is superseded); any other address gets an invitation mail, claimed once a company account with
 * that address confirms it (claim-team-invitation.ts). A job seeker's address is answered exactly like an unknown
 * one: telling a company that an address belongs to a candidate would unmask them.
 */
export async function addEmployer({ actor, input, db, mailer, link }: AddEmployerOptions): Promise<TAddEmployerResult> {
  requirePermission(actor, 'update:employer:own');
  const { email, position } = ZAddEmployerRequest.parse(input);
  const result = await db.transaction(async (tx): Promise<TAddEmployerResult> => {
    const manager = await requireTeamManager(tx, actor);
    const user = await userDirectory.findByEmail(tx, email);
    if (user?.role_id !== ROLES.company) {
      const company = await companyRepo.findById(tx, manager.company_id);
      await invitationRepo.upsertOpen(tx, {
        company_id: manager.company_id,
        email,
        position: position || null,
        invited_by: manager.user_id,
      });
      await mailer.enqueue(tx, {
        to: email,
        locale: actor.locale,
        kind: 'team_invitation',
        params: {
          name: '',
          company: company?.name ?? '',
          inviter: manager.name,
          link: link(actor.locale, '/register', { role: 'company' }),
        },
      });
      return { employer: null, invitation_sent: true };
    }
    const existing = await employerRepo.find(tx, user.id);
    if (existing?.company_id) throw alreadyInCompany();
    const open = await employerRepo.openRequestOf(tx, user.id);
    if (open) await employerRepo.decideRequest(tx, open.id, open.company_id, 'declined');
    const employer = await employerRepo.upsert(tx, {
      user_id: user.id,
      company_id: manager.company_id,
      name: existing?.name || user.name,
      position: position || existing?.position || null,
      is_owner: false,
      is_admin: false,
      blocked_at: null,
    });
    return { employer: await presentEmployer(tx, employer), invitation_sent: false };
  });
  if (result.invitation_sent) mailer.kick();
  return result;
}
