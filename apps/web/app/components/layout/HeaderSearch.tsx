import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * The header's search box: `path` is the list it searches (job openings, or candidates for a company), and its name and
 * placeholder say which. The header holds one for wide screens and the mobile menu one for phones, hence the own id.
 */
export function HeaderSearch({ path, className }: { path: string; className: string }) {
  const { t } = useTranslation('Header');
  const to = useLocalePath();
  const id = useId();
  const isCandidates = path === '/candidates';
  return (
    <Form method="get" action={to(path)} role="search" className={className}>
      <label className="sr-only" htmlFor={id}>
        {t(isCandidates ? 'searchCandidatesLabel' : 'searchLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        maxLength={100}
        placeholder={t(isCandidates ? 'searchCandidatesPlaceholder' : 'searchPlaceholder')}
        className="w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm"
      />
    </Form>
  );
}
