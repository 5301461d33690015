import { ROLES, type TUser } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { profileCandidate } from '../../routes/candidates/candidate/candidate-fixtures.ts';
import { testUser } from '../../test/render-header.tsx';
import { ProfileStatusBadge } from './ProfileStatusBadge.tsx';

const company = {
  id: 9,
  slug: 'acme',
  name: 'Acme',
  description: '',
  is_public: true,
  moderation_status: 'pending' as const,
  moderation_note: null,
  logo_id: null,
  can_send_job_offer: true,
};

const badge = (user: TUser, locale: 'en' | 'uk' = 'en') =>
  renderToString(
    <I18nextProvider i18n={createI18n(locale, resources[locale] as Record<string, unknown>)}>
      <ProfileStatusBadge user={user} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, '');

describe('the profile’s status badge', () => {
  it('says a pending profile waits for moderation, not that its owner is offline', () => {
    const worker = testUser({
      role_id: ROLES.worker,
      status: 'pending',
      candidate: { ...profileCandidate, moderation_status: 'pending' },
    });
    expect(badge(worker)).toBe('Waiting for moderation');
    expect(badge(worker, 'uk')).toBe('Очікує на модерацію');
    expect(badge(testUser({ role_id: ROLES.company, status: 'pending', company }))).toBe('Waiting for moderation');
  });

  it('says there is nothing to moderate yet when the worker has no profile or the company account no company', () => {
    expect(badge(testUser({ role_id: ROLES.worker, status: 'pending', candidate: null }))).toBe('No profile yet');
    expect(badge(testUser({ role_id: ROLES.company, status: 'pending', company: null }))).toBe('No company yet');
  });

  it('says active, inactive and rejected as they are', () => {
    const approved = { ...profileCandidate, moderation_status: 'approved' as const };
    expect(badge(testUser({ role_id: ROLES.worker, status: 'active', candidate: approved }))).toBe('Active');
    expect(badge(testUser({ role_id: ROLES.worker, status: 'inactive', candidate: approved }))).toBe('Inactive');
    expect(badge(testUser({ role_id: ROLES.worker, status: 'rejected', candidate: approved }))).toBe('Rejected');
  });
});
