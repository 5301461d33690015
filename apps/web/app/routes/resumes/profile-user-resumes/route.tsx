import { resumes, type TResumeSummary } from '@hushwork/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import { UserTabs } from '../../../components/candidates/UserTabs.tsx';
import { useIsLive } from '../../../components/layout/use-is-live.ts';
import { ProfilePage } from '../../../components/profile/ProfilePage.tsx';
import { ResumeFiles } from '../../../components/resumes/ResumeFiles.tsx';
import { resumeApi } from '../../../components/resumes/resume-api.ts';
import { ShareControls } from '../../../components/resumes/ShareControls.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { StatusBadge } from '../../../components/ui/StatusBadge.tsx';
import { ErrorText } from '../../../components/ui/UploadButton.tsx';
import { callApi } from '../../../lib/api.ts';
import { serverApi } from '../../../lib/api-transport.server.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { localeOfParams } from '../../../lib/locale-of.ts';
import { orThrow } from '../../../lib/or-throw.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';

export const handle = { i18n: ['Resumes', 'Profile', 'Candidates'] } satisfies I18nHandle;

/**
 * The worker's resumes tab. No candidate profile is needed: a resume made as a guest and claimed at sign-up is here
 * before the worker has written a profile.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args, ['auth', 'worker']);
  const answer = await callApi(serverApi(args.context), resumes.listMyResumes, { locale: localeOfParams(args.params) });
  return { user, list: orThrow(answer, { relay: [401], failure: 503 }).list };
}

/** `/profile/user/resumes`: the resumes made in the builder: edit, download, share or hide, delete. */
export default function ProfileUserResumes() {
  const { user, list } = useLoaderData<typeof loader>();
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const { t: profileWord } = useTranslation('Profile');
  const to = useLocalePath();
  return (
    <ProfilePage user={user} title={profileWord('userTitle')}>
      {user.candidate ? <UserTabs /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('mineTitle')}</h2>
        <Button to={to('/resume-builder/create')}>{t('create')}</Button>
      </div>
      {list.length === 0 ? (
        <EmptyState title={t('mineEmpty')} />
      ) : (
        <ul className="mt-6 space-y-4">
          {list.map((resume) => (
            <ResumeRow key={resume.id} resume={resume} />
          ))}
        </ul>
      )}
    </ProfilePage>
  );
}

function ResumeRow({ resume }: { resume: TResumeSummary }) {
  const { t } = useTranslation('Resumes', { keyPrefix: 'builder' });
  const to = useLocalePath();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const isLive = useIsLive();
  const [isAsking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = resume.title || t('untitled');
  const remove = async () => {
    setBusy(true);
    setError(null);
    const answer = await callApi(resumeApi(null), resumes.deleteResume, { params: { id: resume.id }, locale });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message || t('saveFailed'));
    setAsking(false);
    await revalidator.revalidate();
  };
  return (
    <li className="rounded-2xl border border-neutral-200 bg-white p-5" data-testid="resume-row">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        <StatusBadge tone={resume.shared ? 'good' : 'neutral'}>
          {resume.shared ? t('statusShared') : t('statusHidden')}
        </StatusBadge>
      </div>
      <p className="mt-1 text-sm text-muted">{t('templateLine', { template: t(`templateName.${resume.template}`) })}</p>
      <div className="mt-4">
        <ResumeFiles id={resume.id} token={null}>
          <Button variant="secondary" to={to(`/resume-builder/edit/${resume.id}`)}>
            {t('editResume', { title })}
          </Button>
          {isLive('/resume-builder/send') ? (
            <Button variant="secondary" to={to(`/resume-builder/send/${resume.id}`)}>
              {t('sendResume', { title })}
            </Button>
          ) : null}
          <Button variant="danger-outline" onClick={() => setAsking(true)}>
            {t('delete')}
          </Button>
        </ResumeFiles>
      </div>
      <div className="mt-4">
        <ShareControls
          id={resume.id}
          token={null}
          sharing={{ shared: resume.shared, indexable: false }}
          onChange={() => void revalidator.revalidate()}
        />
      </div>
      <Modal open={isAsking} onClose={() => setAsking(false)} title={t('deleteTitle', { title })}>
        <p className="mb-4">{t('deleteLead')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" busy={busy} onClick={() => void remove()}>
            {t('delete')}
          </Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {t('cancel')}
          </Button>
        </div>
        <ErrorText message={error} />
      </Modal>
    </li>
  );
}
