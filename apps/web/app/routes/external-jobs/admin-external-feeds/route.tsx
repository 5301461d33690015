import { useTranslation } from 'react-i18next';
import { useActionData, useLoaderData } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import type { I18nHandle } from '../../../lib/i18n.ts';
import type { Route } from './+types/route';
import { AddFeedForm } from './components/AddFeedForm.tsx';
import { FeedList } from './components/FeedList.tsx';
import { loadExternalFeeds, submitExternalFeeds } from './external-feeds.server.ts';

export const handle = { i18n: ['Admin', 'ExternalFeeds', 'Profile', 'validation'] } satisfies I18nHandle;

export const loader = (args: Route.LoaderArgs) => loadExternalFeeds(args);
export const action = (args: Route.ActionArgs) => submitExternalFeeds(args);

/** `/admin/external-feeds`: the feeds external jobs come from (issue 17); admins list, add and remove them. */
export default function ExternalFeedsPage() {
  const { feeds, confirming } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation('ExternalFeeds');
  return (
    <AdminPage title={t('title')}>
      <p className="text-muted">{t('lead')}</p>
      <section aria-labelledby="feeds-title" className="mt-6">
        <h2 id="feeds-title" className="mb-3 text-lg font-semibold">
          {t('listTitle')}
        </h2>
        <FeedList feeds={feeds} confirming={confirming} />
      </section>
      <AddFeedForm result={result} />
    </AdminPage>
  );
}
