import type { Locale, TUser } from '@hushwork/contract';
import type { Db } from './db/database.ts';
import type { Registry } from './registry.ts';

/** The parts of the signed-in user's profile (spec section 3) that other domains own. */
export type ProfileSections = Pick<
  TUser,
  'candidate' | 'company' | 'employer' | 'favorites_count' | 'unread_messages' | 'unread_responses' | 'unread_offers'
>;
export type ProfileOwner = { id: number; role_id: number; name: string; locale: Locale; created_at: Date };
/**
 * A domain's part of the profile, read when the profile is presented (sign-in, `GET /api/profile`…), with the app's
 * registry for what it reads of other modules.
 */
export type ProfileSection = (db: Db, user: ProfileOwner, registry: Registry) => Promise<Partial<ProfileSections>>;

/**
 * The profile's parts from the sections of the app's modules (`profile` in their manifests): identity presents the
 * profile without importing the domains that fill it, so adding the candidates domain edits nothing in identity.
 */
export async function profileSectionsOf(db: Db, user: ProfileOwner, registry: Registry): Promise<ProfileSections> {
  const parts = await Promise.all(registry.profileSections.map((section) => section(db, user, registry)));
  return Object.assign(
    {
      candidate: null,
      company: null,
      employer: null,
      favorites_count: 0,
      unread_messages: 0,
      unread_responses: 0,
      unread_offers: 0,
    },
    ...parts,
  );
}
