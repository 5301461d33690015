import type { TCompanySuggestion } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../ui/Button.tsx';
import { Panel } from '../ui/Panel.tsx';

/** "My company is already here": find it by name and ask its owner to let you into the team. */
export function JoinCompany({ search, results }: { search: string; results: TCompanySuggestion[] | null }) {
  const { t } = useTranslation('Companies');
  return (
    <Panel title={t('joinTitle')} lead={t('joinLead')} className="mt-10">
      <Form method="get" className="mt-4 flex gap-2">
        <label htmlFor="join-search" className="sr-only">
          {t('joinSearch')}
        </label>
        <input
          id="join-search"
          type="search"
          name="join"
          defaultValue={search}
          placeholder={t('joinSearch')}
          maxLength={100}
          className="flex-1 rounded-lg border border-neutral-300 px-3 py-2"
        />
        <Button type="submit" variant="secondary">
          {t('joinFind')}
        </Button>
      </Form>
      {results && results.length === 0 ? <p className="mt-4 text-muted">{t('joinNone')}</p> : null}
      {results && results.length > 0 ? (
        <ul className="mt-4 space-y-2">
          {results.map((company) => (
            <li key={company.id} className="flex items-center justify-between gap-4 rounded-lg bg-neutral-50 px-4 py-2">
              <span className="font-medium">{company.name}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="join" />
                <input type="hidden" name="company_id" value={company.id} />
                <Button type="submit" size="sm">
                  {t('joinButton', { name: company.name })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
