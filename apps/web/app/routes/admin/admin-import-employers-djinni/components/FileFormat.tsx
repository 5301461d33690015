import { ADMIN, DJINNI_RECRUITER_COLUMNS } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../../components/ui/Panel.tsx';

const REQUIRED = new Set<string>(['email', 'name', 'company_name']);

const EXAMPLE = [
  DJINNI_RECRUITER_COLUMNS.join(','),
  'anna.koval@acme.example,Anna Koval,HR lead,uk,Acme,https://acme.example,11-50,We build online shops',
].join('\n');

/** What the file must hold (docs/admin-import-djinni-recruiters.md, in short): its columns and an example. */
export function FileFormat() {
  const { t } = useTranslation('AdminImport');
  return (
    <Panel
      title={t('djinni.formatTitle')}
      lead={t('djinni.formatLead', {
        maxMb: Math.floor(ADMIN.importMaxBytes / (1024 * 1024)),
        maxRows: ADMIN.importMaxRows,
      })}
    >
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm md:grid-cols-[max-content_1fr]">
        {DJINNI_RECRUITER_COLUMNS.map((column) => (
          <div key={column} className="contents">
            <dt>
              <code className="font-mono font-semibold">{column}</code>{' '}
              <span className="text-muted">({t(REQUIRED.has(column) ? 'djinni.required' : 'djinni.optional')})</span>
            </dt>
            <dd className="max-md:mb-2">{t(`djinni.columns.${column}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm font-semibold">{t('djinni.example')}</p>
      <pre className="mt-1 overflow-x-auto rounded-lg bg-neutral-50 p-3 text-xs">{EXAMPLE}</pre>
    </Panel>
  );
}
