/**
 * Who reads a community page (spec section 3: only companies see the community; only the owner pays, other members
 * are told to ask the owner). `no-company` is a company account that has not made or joined a company yet.
 */
export type CommunityReader = 'guest' | 'worker' | 'admin' | 'no-company' | 'member' | 'owner';
