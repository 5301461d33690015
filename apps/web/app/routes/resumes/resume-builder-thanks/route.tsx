import { ROLES, resumes, ZResumeId } from '@hushwork/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { DefaultLayout } from '../../../components/layout/layouts.tsx';
import { tokenFor } from '../../../components/resumes/guest-resume.ts';
import { ResumeFiles } from '../../../components/resumes/ResumeFiles.tsx';
import { resumeApi } from '../../../components/resumes/resume-api.ts';
import { ShareControls, type Sharing } from '../../../components/resumes/ShareControls.tsx';
import { PageMeta } from '../../../components/ui/PageMeta.tsx';
import { Panel } from '../../../components/ui/Panel.tsx';
import { callApi } from '../../../lib/api.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { localizePath } from '../../../lib/locale-path.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Resumes'] } satisfies I18nHandle;

/** Which resume was just finished (`?id=`); without one there is nothing to thank for, so the landing instead. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, []);
  const id = ZResumeId.safeParse(new URL(args.request.url).searchParams.get('id'));
  if (!id.success) throw redirect(localizePath(localeOfParams(args.params), '/resume-builder'));
  return { id: id.data, isGuest: user === null, isWorker: user?.role_id === ROLES.worker };
}

/** `/resume-builder/thanks`: after the wizard's last step: the files, the share link, and what to do next. */
export default function ResumeThanksPage() {
  const { id, isGuest, isWorker } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const to = useLocalePath();
  const locale = useLocale();
  const [token, setToken] = useState<string | null>(null);
  const [sharing, setSharing] = useState<Sharing | null>(null);
  useEffect(() => {
    const found = tokenFor(window.localStorage, id);
    setToken(found);
    void callApi(resumeApi(found), resumes.getResumeInfo, { params: { id }, locale }).then((answer) => {
      if (answer.ok) setSharing({ shared: answer.data.shared, indexable: answer.data.indexable });
    });
  }, [id, locale]);
  return (
    <DefaultLayout>
      <PageMeta title={t('thanksTitle')} />
      <div className="page-container max-w-3xl py-10">
        <h1 className="text-3xl font-bold">{t('thanksTitle')}</h1>
        <p className="mt-2 text-lg text-muted">{t('thanksLead')}</p>
        <div className="mt-8 space-y-6">
          <Panel title={t('filesTitle')}>
            <div className="mt-3">
              <ResumeFiles id={id} token={token} />
            </div>
          </Panel>
          <Panel title={t('shareTitle')}>
            <div className="mt-3">
              {sharing ? (
                <ShareControls id={id} token={token} sharing={sharing} onChange={setSharing} />
              ) : (
                <p className="text-muted">{t('loading')}</p>
              )}
            </div>
          </Panel>
          <Panel title={t('nextTitle')}>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>
                <Link to={to(`/resume-builder/edit/${id}`)} className="underline">
                  {t('nextEdit')}
                </Link>
              </li>
              {isGuest ? (
                <li>
                  {t('nextKeepLead')}{' '}
                  <Link to={to('/register')} className="underline">
                    {t('nextRegister')}
                  </Link>{' '}
                  ·{' '}
                  <Link to={to('/login')} className="underline">
                    {t('nextLogin')}
                  </Link>
                </li>
              ) : null}
              {isWorker ? (
                <li>
                  <Link to={to('/profile/user/resumes')} className="underline">
                    {t('nextMine')}
                  </Link>
                </li>
              ) : null}
              <li>
                <Link to={to('/job-openings')} className="underline">
                  {t('nextJobs')}
                </Link>
              </li>
            </ul>
          </Panel>
        </div>
      </div>
    </DefaultLayout>
  );
}
