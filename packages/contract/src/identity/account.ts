import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../constants.ts';
import { dataOf, listOf } from '../envelope.ts';

export const ZReferralStatisticsResponse = dataOf(
  z.object({
    invited: z.number().int(),
    registered: z.number().int(),
    invite_code: z.string(),
    invite_link: z.string(),
  }),
);

export const ZInviteCodeParams = z.object({
  code: z
    .string()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const ZInviteVisitRequest = z.strictObject({ visitor_key: z.string().min(8).max(100) });

export const ZNotificationSetting = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  is_enabled: z.boolean(),
});
export type TNotificationSetting = z.infer<typeof ZNotificationSetting>;

/** The kinds a user can switch, with their names in the caller's language. */
export const ZNotificationKindsResponse = listOf(
  z.object({ kind: z.enum(NOTIFICATION_KINDS), name: z.string(), channels: z.array(z.enum(NOTIFICATION_CHANNELS)) }),
);
export const ZMyNotificationsResponse = listOf(ZNotificationSetting);
export const ZSaveNotificationsRequest = z.strictObject({ settings: z.array(ZNotificationSetting).min(1).max(50) });
