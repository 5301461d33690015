import type { TCommunityMembership } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { Panel } from '../ui/Panel.tsx';
import { SwitchButton } from '../ui/SwitchButton.tsx';

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
  const busy = useNavigation().formData?.get('intent') === 'community';
  const { joined } = membership;
  return (
    <Panel title={t('join.label')} id="community" className="mt-6">
      <p className="mt-2 max-w-prose" id="community-consent">
        {t('join.hint')}
      </p>
      <p className="mt-2 max-w-prose text-sm text-muted">{t('join.details')}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="community" />
        <input type="hidden" name="joined" value={joined ? 'false' : 'true'} />
        <SwitchButton
          isOn={joined}
          label={t('join.label')}
          aria-describedby="community-consent community-state"
          busy={busy}
          disabled={!joined && !membership.can_join}
        />
      </Form>
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
