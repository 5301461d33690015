import { ADMIN, type TAuditLogQueryParsed } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../../components/ui/filters/FilterBar.tsx';
import { FilterInput } from '../../../../components/ui/filters/FilterFields.tsx';

/** Who, what, to what and between which days: a GET form, so a filtered log is an address to share. */
export function AuditFilters({ query }: { query: TAuditLogQueryParsed }) {
  const { t } = useTranslation('AdminUsers');
  return (
    <FilterBar submitLabel={t('apply')} resetLabel={t('reset')}>
      <FilterInput label={t('auditActor')} name="actor_id" type="number" value={query.actor_id} />
      <FilterInput
        label={t('auditAction')}
        name="action"
        value={query.action}
        placeholder="user.block"
        maxLength={ADMIN.searchMax}
      />
      <FilterInput
        label={t('auditTargetType')}
        name="target_type"
        value={query.target_type}
        placeholder="user"
        maxLength={ADMIN.searchMax}
      />
      <FilterInput label={t('auditTargetId')} name="target_id" type="number" value={query.target_id} />
      <FilterInput label={t('auditFrom')} name="from" type="date" value={query.from} />
      <FilterInput label={t('auditTo')} name="to" type="date" value={query.to} />
    </FilterBar>
  );
}
