import type { AppLoadContext } from 'react-router';
import { localeOfParams } from './locale-of.ts';

export type Referrals = { invited: number; registered: number; invite_code: string; invite_link: string };

export async function loadReferrals({ params, context }: { params: { lang?: string }; context: AppLoadContext }) {
  const response = await context.api<{ data: Referrals }>('/api/me/referrals/statistics', {
    locale: localeOfParams(params),
  });
  return response.status === 200 ? response.body.data : null;
}
