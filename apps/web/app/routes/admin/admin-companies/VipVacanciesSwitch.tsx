import type { TAdminCompany } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';

/**
 * Whether the company may promote its vacancies to VIP: a toggle button (`aria-pressed` tells its state) that posts
 * the other state, so it works before the script has loaded.
 */
export function VipVacanciesSwitch({ company }: { company: TAdminCompany }) {
  const { t } = useTranslation('Admin');
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="vip-vacancies" />
      <input type="hidden" name="id" value={company.id} />
      <input type="hidden" name="name" value={company.name} />
      <input type="hidden" name="status" value={company.vip_vacancies ? 'off' : 'on'} />
      <Button
        type="submit"
        size="sm"
        variant={company.vip_vacancies ? 'primary' : 'secondary'}
        aria-pressed={company.vip_vacancies}
      >
        {t('companies.vipVacancies')}
        <span className="sr-only">: {company.name}</span>
      </Button>
    </Form>
  );
}
