import { resources } from '@hushwork/contract/i18n';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { profileCandidate } from '../../routes/candidates/candidate/candidate-fixtures.ts';
import { ProfileModerationNote } from './ModerationNote.tsx';

const render = (candidate: typeof profileCandidate, locale: 'en' | 'de' = 'en') =>
  renderToString(
    <I18nextProvider i18n={createI18n(locale, resources[locale] as Record<string, unknown>)}>
      <ProfileModerationNote user={{ candidate, company: null }} />
    </I18nextProvider>,
  );

describe('the moderator’s note on the owner’s profile', () => {
  it('shows why a rejected profile was rejected, in the page’s language, and how to get it back in the queue', () => {
    const html = render({
      ...profileCandidate,
      moderation_status: 'rejected',
      moderation_note: 'Remove the phone number',
    });
    expect(html).toContain('role="status"');
    expect(html).toContain('A moderator did not publish it');
    expect(html).toContain('Remove the phone number');
    const german = render({ ...profileCandidate, moderation_status: 'rejected', moderation_note: 'x' }, 'de');
    expect(german).toContain('Die Moderation hat es nicht veröffentlicht');
  });

  it('shows nothing while the profile waits or is approved', () => {
    expect(render({ ...profileCandidate, moderation_status: 'pending', moderation_note: 'old' })).toBe('');
    expect(render({ ...profileCandidate, moderation_status: 'approved', moderation_note: null })).toBe('');
  });
});
