import type { AppLoadContext } from 'react-router';
import { runGuards } from './guards.server.ts';

export type SocialProviderName = 'google' | 'linkedin' | 'github';

export async function loadSocialProviders(context: AppLoadContext): Promise<SocialProviderName[]> {
  const response = await context.api<{ data: { list: SocialProviderName[] } }>('/api/auth/social/providers');
  return response.status === 200 ? response.body.data.list : [];
}

/** The loader of the sign-in and sign-up pages: guests only, with the social buttons that are configured. */
export async function loadAuthFormPage({ request, context }: { request: Request; context: AppLoadContext }) {
  runGuards(['not-auth'], { request, user: await context.currentUser() });
  return { providers: await loadSocialProviders(context) };
}
