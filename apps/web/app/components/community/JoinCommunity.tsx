import type { TCommunityMembership } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/dates.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { Panel } from '../ui/Panel.tsx';
import { SwitchForm } from '../ui/SwitchForm.tsx';

/**
 * The worker's "Join the community" switch (off by default) with what joining means, said plainly before it is
 * turned on: companies with a community plan may open the name and contacts, and leaving takes effect at once.
 * It posts `intent=community` with the new state to the page's action.
 */
export function JoinCommunity({
  membership,
  message,
}: {
  membership: TCommunityMembership;
  /** The API's refusal of the last change, if any. */
  message: string | null;
}) {
  const { t } = useTranslation('Community');
  const locale = useLocale();
  const { joined } = membership;
  return (
    <Panel title={t('join.label')} id="community" className="mt-6">
      <p className="mt-2 max-w-prose" id="community-consent">
        {t('join.hint')}
      </p>
      <p className="mt-2 max-w-prose text-sm text-muted">{t('join.details')}</p>
      <SwitchForm
        intent="community"
        name="joined"
        value={joined ? 'false' : 'true'}
        isOn={joined}
        label={t('join.label')}
        describedBy="community-consent community-state"
        disabled={!joined && !membership.can_join}
      />
      <p className="mt-2 text-sm" id="community-state" data-testid="community-state">
        {joined
          ? membership.joined_at
            ? t('join.joinedSince', { date: dateText(membership.joined_at, locale, 'day') })
            : t('join.joined')
          : membership.can_join
            ? t('join.notJoined')
            : t('join.notApproved')}
      </p>
      <FormAlert message={message} />
    </Panel>
  );
}
