import type { Locale, TUser } from '@hushwork/contract';
import type { Db } from './db/database.ts';

/** The parts of the signed-in user's profile (spec section 3) that other domains own. */
export type ProfileSections = Pick<
  TUser,
  'candidate' | 'company' | 'employer' | 'favorites_count' | 'unread_messages' | 'unread_responses' | 'unread_offers'
>;
export type ProfileOwner = { id: number; role_id: number; name: string; locale: Locale; created_at: Date };
/** A domain's part of the profile, read when the profile is presented (sign-in, `GET /api/profile`…). */
export type ProfileSection = (db: Db, user: ProfileOwner) => Promise<Partial<ProfileSections>>;

const sections: ProfileSection[] = [];

/**
 * Called by `defineModule`: identity presents the profile without importing the domains that fill it, so adding
 * the candidates domain adds its section here and edits nothing in identity.
 */
export function registerProfileSection(section: ProfileSection) {
  if (!sections.includes(section)) sections.push(section);
}

export async function profileSectionsOf(db: Db, user: ProfileOwner): Promise<ProfileSections> {
  const parts = await Promise.all(sections.map((section) => section(db, user)));
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
