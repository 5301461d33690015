import { identity } from '@hushwork/contract';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api.ts';
import { serverApi } from './api-transport.server.ts';
import { requireUser } from './require-user.server.ts';

export type SocialProviderName = 'google' | 'linkedin' | 'github';

async function loadSocialProviders(context: AppLoadContext): Promise<SocialProviderName[]> {
  const answer = await callApi(serverApi(context), identity.listSocialProviders, {});
  return answer.ok ? answer.data.list : [];
}

/** The loader of the sign-in and sign-up pages: guests only, with the social buttons that are configured. */
export async function loadAuthFormPage({ request, context }: { request: Request; context: AppLoadContext }) {
  await requireUser({ request, context }, ['not-auth']);
  return { providers: await loadSocialProviders(context) };
}
