import { useForm } from '@conform-to/react';
import { type TVacancy, VACANCIES } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { useIsLive } from '../layout/use-is-live.ts';
import { Button } from '../ui/Button.tsx';
import { Panel } from '../ui/Panel.tsx';
import { groupThousands } from './amounts.ts';
import { AmountInput } from './SalaryField.tsx';

/** Offering a hiring bonus: one amount, posted with the `bonus-on` intent (the action checks it). */
function BonusForm({ currency }: { currency: string }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const [form, fields] = useForm<{ hiring_bonus: number }>({ id: 'bonus' });
  return (
    <Form method="post" id={form.id} className="mt-2 flex flex-wrap items-end gap-3">
      <div className="w-48">
        <AmountInput meta={fields.hiring_bonus} label={t('bonusAmount', { currency })} max={VACANCIES.hiringBonusMax} />
      </div>
      <IntentButton intent="bonus-on" label={t('bonusOn')} />
    </Form>
  );
}

function IntentButton({ intent, label, danger }: { intent: string; label: string; danger?: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      busy={busy}
      variant={danger ? 'danger-outline' : 'secondary'}
      className="text-sm"
    >
      {label}
    </Button>
  );
}

/**
 * What the team does with a vacancy besides editing it: pause or resume it, close it for good, raise its publication
 * date (once per 24 hours), make it VIP, offer or withdraw a hiring bonus. Each is a small form of its own.
 */
export function VacancyActions({ vacancy, now }: { vacancy: TVacancy; now: number }) {
  const { t } = useTranslation('Vacancies', { keyPrefix: 'employer' });
  const locale = useLocale();
  const to = useLocalePath();
  const isPageLive = useIsLive();
  const isLive = vacancy.moderation_status === 'approved' && vacancy.state === 'active';
  const canRaiseNow = Date.parse(vacancy.can_raise_at) <= now;
  return (
    <Panel title={t('manageTitle')}>
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        {vacancy.state === 'active' ? <IntentButton intent="pause" label={t('pause')} /> : null}
        {vacancy.state === 'paused' ? <IntentButton intent="resume" label={t('resume')} /> : null}
        {vacancy.state !== 'closed' ? <IntentButton intent="close" label={t('close')} danger /> : null}
      </Form>
      {vacancy.state === 'closed' ? <p className="mt-2 text-sm text-muted">{t('closedHint')}</p> : null}
      {vacancy.state !== 'closed' ? (
        <>
          <h3 className="mt-6 font-semibold">{t('raiseTitle')}</h3>
          <p className="mt-1 text-sm text-muted">
            {!isLive
              ? t('raiseNeedsLive')
              : canRaiseNow
                ? t('raiseHint', { hours: VACANCIES.raiseIntervalS / 3600 })
                : t('raiseNext', { date: dateText(vacancy.can_raise_at, locale, 'dateTime') })}
          </p>
          <Form method="post" className="mt-2">
            <IntentButton intent="raise" label={t('raise')} />
          </Form>
          {isLive && isPageLive('/turbo-1') ? (
            <>
              <h3 className="mt-6 font-semibold">{t('turboTitle')}</h3>
              <p className="mt-1 text-sm text-muted">{t('turboHint')}</p>
              <Button
                to={`${to('/turbo-1')}?vacancy=${vacancy.id}`}
                variant="secondary"
                className="mt-2 text-sm"
                aria-label={t('turboLabel', { title: vacancy.title })}
              >
                {t('turbo')}
              </Button>
            </>
          ) : null}
          <h3 className="mt-6 font-semibold">{t('vipTitle')}</h3>
          <p className="mt-1 text-sm text-muted">{vacancy.is_vip ? t('vipOnHint') : t('vipHint')}</p>
          <Form method="post" className="mt-2">
            <IntentButton
              intent={vacancy.is_vip ? 'vip-off' : 'vip-on'}
              label={vacancy.is_vip ? t('vipOff') : t('vipOn')}
            />
          </Form>
        </>
      ) : null}
      <h3 className="mt-6 font-semibold">{t('hiringBonus')}</h3>
      {vacancy.hiring_bonus !== null ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {t('bonusOffered', { amount: groupThousands(String(vacancy.hiring_bonus)), currency: vacancy.currency })}
          </p>
          <IntentButton intent="bonus-off" label={t('bonusOff')} />
        </Form>
      ) : (
        <BonusForm currency={vacancy.currency} />
      )}
    </Panel>
  );
}
