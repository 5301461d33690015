import { useTranslation } from 'react-i18next';
import { FormAlert } from '../ui/fields/FormParts.tsx';
import { Panel } from '../ui/Panel.tsx';
import { SwitchForm } from '../ui/SwitchForm.tsx';

/**
 * Whether job seekers' resume mailings reach the company, as a switch on its page (on by default). Its owner turns
 * it; a team admin sees the state and who may change it. It posts `intent=mailing-opt-out` to the page's action.
 */
export function MailingOptOut({
  optedOut,
  isOwner,
  isSaved,
  message,
}: {
  optedOut: boolean;
  isOwner: boolean;
  /** The last post changed it: said beside the switch for a screen reader too. */
  isSaved: boolean;
  /** The API's refusal of the last change, if any. */
  message: string | null;
}) {
  const { t } = useTranslation('Resumes');
  const isOn = !optedOut;
  return (
    <Panel title={t('mailing.optOut.title')} id="resume-mailing" className="mt-6">
      <p className="mt-2 max-w-prose" id="mailing-opt-out-lead">
        {t('mailing.optOut.lead')}
      </p>
      <SwitchForm
        intent="mailing-opt-out"
        name="opted_out"
        value={isOn ? 'true' : 'false'}
        isOn={isOn}
        label={t('mailing.optOut.label')}
        describedBy="mailing-opt-out-lead mailing-opt-out-state"
        disabled={!isOwner}
      />
      <p className="mt-2 text-sm" id="mailing-opt-out-state" data-testid="mailing-opt-out-state" aria-live="polite">
        {isOn ? t('mailing.optOut.on') : t('mailing.optOut.off')}
        {isSaved ? ` ${t('mailing.optOut.saved')}` : ''}
      </p>
      {isOwner ? null : <p className="mt-1 text-sm text-muted">{t('mailing.optOut.ownerOnly')}</p>}
      <FormAlert message={message} />
    </Panel>
  );
}
