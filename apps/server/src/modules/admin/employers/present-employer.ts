import type { TAdminEmployer, TAdminUser } from '@hushwork/contract';
import type { EmployerPlace } from '../../companies/index.ts';

/** An account as the employers list shows it: identity's facts and companies' team place side by side. */
export const employerOf = (user: TAdminUser, place: EmployerPlace | undefined): TAdminEmployer => ({
  id: user.id,
  name: user.name,
  email: user.email,
  status: user.status,
  is_email_verified: user.is_email_verified,
  company_id: place?.company_id ?? null,
  company_name: place?.company_name ?? null,
  company_role: place?.company_role ?? null,
  created_at: user.created_at,
});
