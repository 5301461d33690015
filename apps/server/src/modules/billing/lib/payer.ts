import type { Actor } from '../../../platform/auth/actor.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { companyDirectory } from '../../companies/index.ts';
import { userDirectory } from '../../identity/index.ts';

/**
 * Who pays: a company (its orders are its team's to read, its owner's alone to pay, spec section 6) or a job seeker.
 * `name` and `email` are what the provider's customer and the invoice carry.
 */
export type Payer = {
  company_id: number | null;
  user_id: number;
  name: string;
  email: string;
  is_owner: boolean;
  can_send_job_offer: boolean;
};

/**
 * The payer the actor acts for. A company account without a company (or blocked from its team) is refused; with
 * `toPay`, so is a member who is not the owner: they are told to ask the owner.
 */
export async function payerOf(db: Db, actor: Actor, { toPay }: { toPay: boolean }): Promise<Payer> {
  const userId = actor.user_id;
  if (userId === null) throw new AppError('UNAUTHORIZED');
  const user = await userDirectory.findById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (actor.role !== 'company') {
    return {
      company_id: null,
      user_id: userId,
      name: user.name,
      email: user.email,
      is_owner: true,
      can_send_job_offer: false,
    };
  }
  const team = await companyDirectory.membershipOf(db, userId);
  if (!team) throw new AppError('COMPANY_REQUIRED');
  if (toPay && !team.is_owner) throw new AppError('OWNER_ONLY');
  return {
    company_id: team.company_id,
    user_id: userId,
    name: team.company_name,
    email: user.email,
    is_owner: team.is_owner,
    can_send_job_offer: team.can_send_job_offer,
  };
}
