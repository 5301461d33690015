import { type TVacancyImport, vacancies } from '@hushwork/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button.tsx';
import { callApi } from '../../../../lib/api.ts';
import { browserApi } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/use-locale.ts';
import { useTextTypedEarly } from '../../../../lib/use-text-typed-early.ts';

/**
 * The wizard's "import": the address of the job on another site, read by the server (`vacancies/import`), whose
 * answer fills the wizard. It creates nothing; a refusal shows in the API's words, already in the page's language.
 */
export function ImportField({ onImported }: { onImported: (found: TVacancyImport) => void }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer.import' });
  const locale = useLocale();
  const id = useId();
  const [url, setUrl] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTextTypedEarly(field, setUrl);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const answer = await callApi(browserApi, vacancies.importVacancy, { body: { url }, locale });
      if (answer.ok) {
        onImported(answer.data);
        setDone(true);
      } else setError(answer.error.errors?.url?.[0] ?? (answer.error.message || t('failed')));
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="mt-6 rounded-2xl border border-neutral-200 bg-white p-6" aria-busy={busy}>
      <label htmlFor={`${id}-url`} className="font-semibold">
        {t('label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {t('hint')}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <input
          ref={field}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          required
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 py-2"
        />
        <Button type="submit" variant="secondary" busy={busy} busyLabel={t('busy')}>
          {t('button')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <p aria-live="polite" className="mt-2 text-sm">
        {isDone ? t('done') : ''}
      </p>
    </form>
  );
}
