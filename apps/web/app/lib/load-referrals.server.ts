import { identity } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import { localeOfParams } from './locale-of.ts';

export type Referrals = { invited: number; registered: number; invite_code: string; invite_link: string };

export async function loadReferrals({ params, context }: { params: { lang?: string }; context: AppLoadContext }) {
  const answer = await callApi(serverApi(context), identity.getReferralStatistics, { locale: localeOfParams(params) });
  return answer.ok ? answer.data : null;
}
