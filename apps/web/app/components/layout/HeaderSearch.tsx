import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The header's search box: `path` is the list it searches (job openings, or candidates for a company). */
export function HeaderSearch({ path }: { path: string }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  return (
    <Form method="get" action={to(path)} role="search" className="hidden max-w-md flex-1 md:block">
      <label className="sr-only" htmlFor="header-search">
        {t('searchLabel')}
      </label>
      <input
        id="header-search"
        name="search"
        type="search"
        maxLength={100}
        placeholder={t('searchPlaceholder')}
        className="w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm"
      />
    </Form>
  );
}
