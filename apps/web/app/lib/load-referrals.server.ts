import { identity } from '@hushwork/contract';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import type { DataArgs } from './data-args.ts';
import { localeOfParams } from './locale-of.ts';

export type Referrals = { invited: number; registered: number; invite_code: string; invite_link: string };

export async function loadReferrals({ params, context }: Omit<DataArgs, 'request'>) {
  const answer = await callApi(serverApi(context), identity.getReferralStatistics, { locale: localeOfParams(params) });
  return answer.ok ? answer.data : null;
}
