import {
  isNotificationOnByDefault,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type TNotificationSetting,
} from '@hushwork/contract';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import type { Db } from '../../platform/db/database.ts';
import { userRepo } from './user.repo.ts';

export type GetMyNotificationsOptions = { actor: Actor; db: Db };

/**
 * Every kind on every channel, with the user's choice where one was made; a missing choice is the kind's default (on,
 * but for news, which is asked for rather than assumed).
 */
export async function getMyNotifications({ actor, db }: GetMyNotificationsOptions): Promise<TNotificationSetting[]> {
  requirePermission(actor, 'read:profile:own');
  const saved = await userRepo.listNotificationSettings(db, requireUser(actor).user_id);
  const choice = new Map(saved.map((s) => [`${s.kind}:${s.channel}`, s.is_enabled]));
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      kind,
      channel,
      is_enabled: choice.get(`${kind}:${channel}`) ?? isNotificationOnByDefault(kind),
    })),
  );
}
