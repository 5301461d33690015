import type { TTeamRequest } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { Panel } from '../ui/Panel.tsx';

/** People who asked to join the company, for the owner to accept or decline. */
export function TeamRequests({ requests }: { requests: TTeamRequest[] }) {
  const { t } = useTranslation('Companies');
  return (
    <Panel id="team-requests" title={t('requestsTitle')} tone="plain" className="mt-8">
      {requests.length === 0 ? <p className="mt-2 text-muted">{t('noRequests')}</p> : null}
      <ul className="mt-2 space-y-2">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold">{request.name}</p>
              <p className="text-sm text-muted">{request.email}</p>
            </div>
            <Form method="post" className="flex gap-2">
              <input type="hidden" name="id" value={request.id} />
              <Button type="submit" name="intent" value="accept" size="sm">
                {t('accept')}
              </Button>
              <Button type="submit" name="intent" value="decline" variant="secondary" size="sm">
                {t('decline')}
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
