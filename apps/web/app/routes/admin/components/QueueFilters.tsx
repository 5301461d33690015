import { ADMIN } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/ui/filters/FilterBar.tsx';
import { FilterSearch, FilterSelect } from '../../../components/ui/filters/FilterFields.tsx';
import { type QueueQuery, STATUS_FILTERS } from '../lib/queue-query.ts';

/**
 * A queue's search and status filter, a GET form: the address holds them, so a filtered queue can be shared and its
 * CSV export exports the same rows. The order chosen by a column's head stays; the page goes back to the first.
 */
export function QueueFilters({ query, searchHint }: { query: QueueQuery; searchHint: string }) {
  const { t } = useTranslation('Admin');
  return (
    <FilterBar submitLabel={t('filter')} resetLabel={t('reset')}>
      <FilterSearch
        className="md:col-span-2"
        label={t('search')}
        name="q"
        value={query.q}
        placeholder={searchHint}
        maxLength={ADMIN.searchMax}
      />
      <FilterSelect
        label={t('status')}
        name="status"
        value={query.status}
        options={STATUS_FILTERS.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
      />
      {query.sort ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.sort ? <input type="hidden" name="dir" value={query.dir} /> : null}
    </FilterBar>
  );
}
