import { isNotificationOnByDefault } from '@hushwork/contract';
import type { Db } from '../../platform/db/database.ts';
import { userRepo } from './user.repo.ts';

export type WantsNotificationOptions = { input: { user_id: number; kind: string; channel: string }; db: Db };

/** Whether a user wants a kind of notification on a channel: mailers ask this before writing to the outbox. */
export async function wantsNotification({ input, db }: WantsNotificationOptions) {
  const saved = await userRepo.listNotificationSettings(db, input.user_id);
  return (
    saved.find((s) => s.kind === input.kind && s.channel === input.channel)?.is_enabled ??
    isNotificationOnByDefault(input.kind)
  );
}
