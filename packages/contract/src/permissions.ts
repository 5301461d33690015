/** Roles as the product owner fixed them (DESIGN.md section 4): 1 worker, 2 company, 3 admin. */
export const ROLES = { worker: 1, company: 2, admin: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export type RoleName = keyof typeof ROLES | 'guest';

type Action = 'create' | 'read' | 'update' | 'delete';
type Entity = 'catalog' | 'api-reference' | 'profile' | 'user' | 'referral';
type Access = 'own' | 'any';
export type Permission = `${Action}:${Entity}:${Access}`;

/** The same table decides on the server and hides controls on the web. */
const SIGNED_IN: readonly Permission[] = [
  'read:catalog:any',
  'read:api-reference:any',
  'read:profile:own',
  'update:profile:own',
  'delete:profile:own',
  'read:referral:own',
];

export const PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  guest: ['read:catalog:any', 'read:api-reference:any'],
  worker: SIGNED_IN,
  company: SIGNED_IN,
  admin: [...SIGNED_IN, 'update:catalog:any', 'delete:catalog:any', 'read:user:any', 'update:user:any'],
};

export const roleNameOf = (roleId: number): RoleName =>
  roleId === ROLES.admin
    ? 'admin'
    : roleId === ROLES.company
      ? 'company'
      : roleId === ROLES.worker
        ? 'worker'
        : 'guest';

export const can = (role: RoleName, permission: Permission) => PERMISSIONS[role].includes(permission);
