/** Roles as the product owner fixed them (DESIGN.md section 4): 1 worker, 2 company, 3 admin. */
export const ROLES = { worker: 1, company: 2, admin: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export type RoleName = keyof typeof ROLES | 'guest';

type Action = 'create' | 'read' | 'update' | 'delete';
type Entity = 'catalog' | 'api-reference';
type Access = 'own' | 'any';
export type Permission = `${Action}:${Entity}:${Access}`;

/** The same table decides on the server and hides controls on the web. */
export const PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  guest: ['read:catalog:any', 'read:api-reference:any'],
  worker: ['read:catalog:any', 'read:api-reference:any'],
  company: ['read:catalog:any', 'read:api-reference:any'],
  admin: ['read:catalog:any', 'read:api-reference:any', 'update:catalog:any', 'delete:catalog:any'],
};

export const can = (role: RoleName, permission: Permission) => PERMISSIONS[role].includes(permission);
