import { admin, RECRUITER_IMPORT_ACCEPT, type TRecruiterImportReport } from '@hushwork/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { ErrorText, UploadButton } from '../../../components/ui/UploadButton.tsx';
import { callApi } from '../../../lib/api.ts';
import { browserApi } from '../../../lib/api-client.ts';
import type { I18nHandle } from '../../../lib/i18n.ts';
import { requireUser } from '../../../lib/require-user.server.ts';
import { useBrowserCall } from '../../../lib/use-browser-call.ts';
import { useLocale, useLocalePath } from '../../../lib/use-locale.ts';
import type { Route } from './+types/route';
import { FileFormat } from './components/FileFormat.tsx';
import { ImportReport } from './components/ImportReport.tsx';

export const handle = { i18n: ['Admin', 'AdminImport', 'Profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context }, ['auth', 'admin']);
  return null;
}

/** What the page shows: nothing checked yet, a file's dry run waiting for the go-ahead, or the import done. */
type Step =
  | { step: 'choose' }
  | { step: 'checked'; file: File; report: TRecruiterImportReport }
  | { step: 'imported'; report: TRecruiterImportReport };

/** The import's form: the file and the flag; the same file goes twice, first as a dry run, then for real. */
function importBody(file: File, isDryRun: boolean): FormData {
  const body = new FormData();
  body.append('dry_run', String(isDryRun));
  body.append('file', file);
  return body;
}

/**
 * `/admin/import/employers-djinni` (issue 25): an admin chooses a file, reads the dry run's report row by row, then
 * imports it; the report of the real run replaces it. The file travels from the browser (an action never relays
 * files), so the steps are the page's own state; a refusal of the whole file shows under the buttons.
 */
export default function AdminImportDjinni() {
  const { t } = useTranslation('AdminImport');
  const locale = useLocale();
  const to = useLocalePath();
  const { busy, error, run } = useBrowserCall();
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [doing, setDoing] = useState<'check' | 'import'>('check');
  const send = (file: File, isDryRun: boolean) =>
    callApi(browserApi, admin.importDjinniRecruiters, { body: importBody(file, isDryRun), locale });

  const check = (file: File) => {
    setDoing('check');
    void run(
      () => send(file, true),
      (report) => setState({ step: 'checked', file, report }),
    );
  };
  const confirm = (file: File) => {
    setDoing('import');
    void run(
      () => send(file, false),
      (report) => setState({ step: 'imported', report }),
    );
  };
  const fileName = (report: TRecruiterImportReport) => report.file_name ?? t('djinni.unnamedFile');
  const canImport = state.step === 'checked' && state.report.totals.created + state.report.totals.updated > 0;

  return (
    <AdminPage title={t('djinni.title')}>
      <Link to={to('/admin/import')} className="inline-flex items-center gap-1 text-sm underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('djinni.back')}
      </Link>
      <Notice title={t('djinni.claimTitle')} className="mt-4">
        {t('djinni.claimText')}
      </Notice>
      <div className="mt-6">
        <FileFormat />
      </div>
      <section aria-label={t('djinni.reportCaption')} aria-busy={busy || undefined} className="mt-6">
        <div className="flex flex-wrap items-center gap-3">
          <UploadButton
            label={t(state.step === 'choose' ? 'djinni.choose' : 'djinni.chooseAnother')}
            busyLabel={t('djinni.checking')}
            busy={busy && doing === 'check'}
            accept={RECRUITER_IMPORT_ACCEPT}
            icon="file"
            onFile={check}
          />
          {state.step === 'checked' ? (
            <Button
              variant="primary"
              busy={busy && doing === 'import'}
              busyLabel={t('djinni.importing')}
              disabled={busy || !canImport}
              onClick={() => confirm(state.file)}
            >
              {t('djinni.import')}
            </Button>
          ) : null}
        </div>
        <ErrorText message={error} />
        {state.step === 'checked' && !canImport ? <p className="mt-2 text-sm">{t('djinni.nothingToImport')}</p> : null}
        {state.step === 'checked' ? (
          <ImportReport
            report={state.report}
            title={t('djinni.dryRunTitle', { file: fileName(state.report) })}
            text={t('djinni.dryRunText')}
          />
        ) : null}
        {state.step === 'imported' ? (
          <ImportReport
            report={state.report}
            title={t('djinni.doneTitle', { file: fileName(state.report) })}
            text={t('djinni.doneText')}
          />
        ) : null}
      </section>
    </AdminPage>
  );
}
