import type { TNotificationSetting } from '@hushwork/contract';
import { requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../platform/use-case.ts';
import { getMyNotifications } from './get-my-notifications.ts';
import { userRepo } from './user.repo.ts';

export type SaveMyNotificationsOptions = UseCaseArgs<{ settings: TNotificationSetting[] }>;

export async function saveMyNotifications({
  actor,
  input,
  db,
}: SaveMyNotificationsOptions): Promise<TNotificationSetting[]> {
  requirePermission(actor, 'update:profile:own');
  refuseRepeats(input.settings);
  await userRepo.saveNotificationSettings(db, requireUser(actor).user_id, input.settings);
  return getMyNotifications({ actor, db });
}

/**
 * Two choices for one kind and channel contradict each other (and one upsert cannot write a row twice): the entry that
 * repeats an earlier one is named, rather than silently letting the last one win.
 */
function refuseRepeats(settings: TNotificationSetting[]) {
  const seen = new Set<string>();
  const fields: Record<string, { key: string }[]> = {};
  for (const [index, { kind, channel }] of settings.entries()) {
    const key = `${kind}:${channel}`;
    if (seen.has(key)) fields[`settings.${index}`] = [{ key: 'validation:notificationRepeated' }];
    seen.add(key);
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
