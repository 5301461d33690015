import { type Locale, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type TNotificationSetting } from '@hushwork/contract';
import { translate } from '@hushwork/contract/i18n';
import { type Actor, requirePermission, requireUser } from '../../platform/auth/actor.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { userRepo } from './user.repo.ts';

export function listNotificationKinds(locale: Locale) {
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    name: translate(locale, `Notifications:kinds.${kind}`),
    channels: [...NOTIFICATION_CHANNELS],
  }));
}

/** Every kind on every channel, with the user's choice where one was made (a missing choice means on). */
export async function getMyNotifications(deps: IdentityDeps, actor: Actor): Promise<TNotificationSetting[]> {
  requirePermission(actor, 'read:profile:own');
  const saved = await userRepo.listNotificationSettings(deps.db, requireUser(actor).user_id);
  const choice = new Map(saved.map((s) => [`${s.kind}:${s.channel}`, s.is_enabled]));
  return NOTIFICATION_KINDS.flatMap((kind) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ kind, channel, is_enabled: choice.get(`${kind}:${channel}`) ?? true })),
  );
}

export async function saveMyNotifications(
  deps: IdentityDeps,
  actor: Actor,
  settings: TNotificationSetting[],
): Promise<TNotificationSetting[]> {
  requirePermission(actor, 'update:profile:own');
  refuseRepeats(settings);
  await userRepo.saveNotificationSettings(deps.db, requireUser(actor).user_id, settings);
  return getMyNotifications(deps, actor);
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

/** Whether a user wants a kind of notification on a channel: mailers ask this before writing to the outbox. */
export async function wantsNotification(deps: Pick<IdentityDeps, 'db'>, userId: number, kind: string, channel: string) {
  const saved = await userRepo.listNotificationSettings(deps.db, userId);
  return saved.find((s) => s.kind === kind && s.channel === channel)?.is_enabled ?? true;
}
