import { useTranslation } from 'react-i18next';
import { Form, Link, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { useLocalePath } from '../../../lib/use-locale.ts';
import { ItemStatistics } from '../components/ItemStatistics.tsx';
import { ModerationCell } from '../components/ModerationCell.tsx';
import { PublicLink } from '../components/PublicLink.tsx';
import type { Route } from './+types/route';
import { loadAdminCandidate, submitAdminCandidate } from './candidate.server.ts';

export const handle = { i18n: ['Admin', 'AdminCandidates', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadAdminCandidate(args);
export const action = (args: Route.ActionArgs) => submitAdminCandidate(args);

/** `/admin/candidates/{id}` (spec section 1): a candidate as admins see it, its statistics, edit and convert. */
export default function AdminCandidate() {
  const { candidate, statistics } = useLoaderData<typeof loader>();
  const { t } = useTranslation('AdminCandidates');
  const { t: tAdmin } = useTranslation('Admin');
  const to = useLocalePath();
  return (
    <AdminPage
      title={candidate.name || candidate.desired_position}
      actions={
        <>
          <Button to={to(`/admin/candidates/edit/${candidate.id}`)} size="sm">
            {t('detail.edit')}
          </Button>
          <Button to={to('/admin/candidates')} variant="secondary" size="sm">
            {tAdmin('backToList')}
          </Button>
        </>
      }
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('detail.position')}</dt>
        <dd>{candidate.desired_position}</dd>
        <dt className="text-muted">{t('detail.account')}</dt>
        <dd>
          <Link className="underline" to={to(`/admin/users/${candidate.user_id}`)}>
            {candidate.account_email}
          </Link>
        </dd>
        <dt className="text-muted">{t('detail.status')}</dt>
        <dd>
          <ModerationCell status={candidate.moderation_status} note={null} />
        </dd>
        <dt className="text-muted">{tAdmin('columns.public')}</dt>
        <dd>
          <PublicLink
            isPublic={candidate.moderation_status === 'approved' && candidate.is_public}
            to={`/candidate/${candidate.slug}`}
            name={candidate.desired_position}
          />
        </dd>
      </dl>
      <ItemStatistics statistics={statistics} />
      <Panel className="mt-8" title={t('detail.convert')} lead={t('detail.convertLead')}>
        <Form method="post" className="mt-4">
          <Button type="submit" name="intent" value="convert" variant="danger">
            {t('detail.convertConfirm')}
          </Button>
        </Form>
      </Panel>
    </AdminPage>
  );
}
