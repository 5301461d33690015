import { ROLES } from '@hushwork/contract';

/**
 * The account type a sign-up link asks for: `?role=company` ("Register a company" on the home page) or
 * `?role=worker`; anything else, or nothing, leaves the default (a worker).
 */
export function roleOfQuery(value: string | null): string {
  return String(value === 'company' ? ROLES.company : ROLES.worker);
}
