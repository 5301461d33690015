import { identity } from '@hushwork/contract';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import type { DataArgs } from './data-args.ts';
import { localeOfParams } from './locale-of.ts';

export type NotificationKind = { kind: string; name: string; channels: string[] };
export type NotificationSetting = { kind: string; channel: string; is_enabled: boolean };

export async function loadNotifications({ params, context }: Omit<DataArgs, 'request'>) {
  const locale = localeOfParams(params);
  const api = serverApi(context);
  const [kinds, mine] = await Promise.all([
    callApi(api, identity.listNotificationKinds, { locale }),
    callApi(api, identity.getMyNotifications, { locale }),
  ]);
  if (!kinds.ok || !mine.ok) return null;
  return { kinds: kinds.data.list, settings: mine.data.list };
}
