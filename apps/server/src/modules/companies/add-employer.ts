import { ROLES, type TAddEmployerRequest, type TEmployer, ZAddEmployerRequest } from '@hushwork/contract';
import { type Actor, requirePermission } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { userDirectory } from '../identity/index.ts';
import { companyError } from './company-error.ts';
import { requireTeamManager } from './company-policy.ts';
import { employerRepo } from './employer.repo.ts';
import { presentEmployer } from './present-employer.ts';

export type AddEmployerOptions = { actor: Actor; input: TAddEmployerRequest; db: Db };

const emailError = (code: 'EMPLOYER_NOT_FOUND' | 'NOT_AN_EMPLOYER' | 'ALREADY_IN_COMPANY', key: string) =>
  companyError(code, { email: [{ key }] });

/**
 * The owner adds a colleague who already has a company account and no team; an open request of theirs to join
 * another company is superseded. (Inviting an address with no account by e-mail is still to come.)
 */
export async function addEmployer({ actor, input, db }: AddEmployerOptions): Promise<TEmployer> {
  requirePermission(actor, 'update:employer:own');
  const { email, position } = ZAddEmployerRequest.parse(input);
  return db.transaction(async (tx) => {
    const manager = await requireTeamManager(tx, actor);
    const user = await userDirectory.findByEmail(tx, email);
    if (!user) throw emailError('EMPLOYER_NOT_FOUND', 'validation:employerUnknown');
    if (user.role_id !== ROLES.company) throw emailError('NOT_AN_EMPLOYER', 'validation:notAnEmployer');
    const existing = await employerRepo.find(tx, user.id);
    if (existing?.company_id) throw emailError('ALREADY_IN_COMPANY', 'validation:alreadyInCompany');
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
    return presentEmployer(tx, employer);
  });
}
