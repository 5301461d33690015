import { type Locale, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@hushwork/contract';
import { translate } from '../../platform/i18n/server-i18n.ts';

export type ListNotificationKindsOptions = { locale: Locale };

/** Public: the kinds of notification a user may switch, named in the visitor's language. */
export function listNotificationKinds({ locale }: ListNotificationKindsOptions) {
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    name: translate(locale, `Notifications:kinds.${kind}`),
    channels: [...NOTIFICATION_CHANNELS],
  }));
}
