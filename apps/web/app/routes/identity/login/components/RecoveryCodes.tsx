import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../../components/identity/AuthCard.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { Panel } from '../../../../components/ui/Panel.tsx';

/** The end of an admin's enrolment, already signed in: the recovery codes, shown this once, then on. */
export function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  const { t } = useTranslation('Auth');
  return (
    <AuthCard title={t('recoveryTitle')} lead={t('recoveryLead')}>
      <Panel title={t('recoveryListTitle')} tone="soft">
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Panel>
      <Button to={next} size="lg" className="mt-6 w-full" reloadDocument>
        {t('recoveryContinue')}
      </Button>
    </AuthCard>
  );
}
