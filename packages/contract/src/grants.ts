/** Roles as the product owner fixed them (DESIGN.md section 4): 1 worker, 2 company, 3 admin. */
export const ROLES = { worker: 1, company: 2, admin: 3 } as const;
export type RoleId = (typeof ROLES)[keyof typeof ROLES];
export type RoleName = keyof typeof ROLES | 'guest';

type Action = 'create' | 'read' | 'update' | 'delete';
type Access = 'own' | 'any';
/** `update:vacancy:own`: what, on which entity, on whose. The entity is the domain's own word. */
export type PermissionString = `${Action}:${string}:${Access}`;

/** What a domain grants to each role; a role it leaves out gets none of its permissions. */
export type Grants = { readonly [R in RoleName]?: readonly PermissionString[] };

/** Keeps a domain's permission strings as literals, so a typo in `requirePermission` fails to compile. */
export const defineGrants = <const G extends Grants>(grants: G): G => grants;

/** The permission strings a domain's grants name. */
export type PermissionOf<G extends Grants> = { [R in keyof G]: G[R] extends readonly (infer P)[] ? P : never }[keyof G];
