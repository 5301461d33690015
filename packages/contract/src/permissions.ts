import { adminGrants } from './admin/permissions.ts';
import { applicationsGrants } from './applications/permissions.ts';
import { billingGrants } from './billing/permissions.ts';
import { candidatesGrants } from './candidates/permissions.ts';
import { catalogsGrants } from './catalogs/permissions.ts';
import { communityGrants } from './community/permissions.ts';
import { companiesGrants } from './companies/permissions.ts';
import { contentGrants } from './content/permissions.ts';
import { externalJobsGrants } from './external-jobs/permissions.ts';
import { favoritesGrants } from './favorites/permissions.ts';
import { filesGrants } from './files/permissions.ts';
import { type Grants, type PermissionOf, ROLES, type RoleName } from './grants.ts';
import { identityGrants } from './identity/permissions.ts';
import { messagingGrants } from './messaging/permissions.ts';
import { resumesGrants } from './resumes/permissions.ts';
import { systemGrants } from './system/permissions.ts';
import { telegramGrants } from './telegram/permissions.ts';
import { vacanciesGrants } from './vacancies/permissions.ts';

export { ROLES, type RoleId, type RoleName } from './grants.ts';

/** Each domain declares its grants beside its endpoints (`<domain>/permissions.ts`); this only collects them. */
const DOMAIN_GRANTS = [
  adminGrants,
  applicationsGrants,
  candidatesGrants,
  catalogsGrants,
  communityGrants,
  companiesGrants,
  externalJobsGrants,
  contentGrants,
  favoritesGrants,
  billingGrants,
  filesGrants,
  identityGrants,
  messagingGrants,
  resumesGrants,
  systemGrants,
  telegramGrants,
  vacanciesGrants,
] as const;

export type Permission = PermissionOf<(typeof DOMAIN_GRANTS)[number]>;

const ROLE_NAMES: readonly RoleName[] = ['guest', 'worker', 'company', 'admin'];

const collect = (role: RoleName): readonly Permission[] =>
  [...new Set((DOMAIN_GRANTS as readonly Grants[]).flatMap((grants) => grants[role] ?? []))] as Permission[];

/** The same table decides on the server and hides controls on the web. */
export const PERMISSIONS = Object.fromEntries(ROLE_NAMES.map((role) => [role, collect(role)])) as Record<
  RoleName,
  readonly Permission[]
>;

export const roleNameOf = (roleId: number): RoleName =>
  roleId === ROLES.admin
    ? 'admin'
    : roleId === ROLES.company
      ? 'company'
      : roleId === ROLES.worker
        ? 'worker'
        : 'guest';

export const can = (role: RoleName, permission: Permission) => PERMISSIONS[role].includes(permission);
