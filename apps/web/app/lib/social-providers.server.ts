import type { AppLoadContext } from 'react-router';

export type SocialProviderName = 'google' | 'linkedin' | 'github';

export async function loadSocialProviders(context: AppLoadContext): Promise<SocialProviderName[]> {
  const response = await context.api<{ data: { list: SocialProviderName[] } }>('/api/auth/social/providers');
  return response.status === 200 ? response.body.data.list : [];
}
