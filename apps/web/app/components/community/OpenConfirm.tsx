import type { TCommunityMember, TCommunityPlanState } from '@hushwork/contract';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { ConfirmStep } from '../../routes/billing/employer-subscriptions/components/ConfirmStep.tsx';
import { Button } from '../ui/Button.tsx';

/**
 * The question before a card is opened (asked by `?open={id}`, so it works before the script loads): opening spends
 * one of the plan's opens, so it says how many are left. Without a live plan or with no opens left it says so and
 * leads to the plans instead. `back` is the page without the question; the form posts to `action` (this page).
 */
export function OpenConfirm({
  member,
  plan,
  back,
}: {
  member: TCommunityMember;
  plan: TCommunityPlanState | null;
  back: string;
}) {
  const { t } = useTranslation('Community');
  const locale = useLocale();
  const to = useLocalePath();
  const hasPlan = plan?.plan != null;
  const canOpen = hasPlan && (plan?.opens_left ?? 0) > 0;
  if (!canOpen) {
    return (
      <ConfirmStep title={hasPlan ? t('confirm.noOpensTitle') : t('confirm.noPlanTitle')} back={back}>
        <p>{hasPlan ? t('confirm.noOpensText') : t('confirm.noPlanText')}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button to={to('/community/plans')}>{t('confirm.seePlans')}</Button>
          <Button to={back} preventScrollReset replace variant="secondary">
            {t('confirm.cancel')}
          </Button>
        </div>
      </ConfirmStep>
    );
  }
  const until = plan?.period_end ? dateText(plan.period_end, locale, 'day') : null;
  return (
    <ConfirmStep title={t('confirm.title')} back={back}>
      <Form method="post" action={back} preventScrollReset>
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="id" value={member.id} />
        <input type="hidden" name="back" value={back} />
        <p id="open-member-text">{t('confirm.text', { title: member.desired_position })}</p>
        <p className="mt-2 font-semibold" data-testid="open-cost">
          {until
            ? t('confirm.costUntil', { count: plan?.opens_left ?? 0, date: until })
            : t('confirm.cost', { count: plan?.opens_left ?? 0 })}
        </p>
        <p className="mt-2 text-sm">{t('confirm.again')}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Button type="submit" aria-describedby="open-member-text">
            {t('confirm.open')}
          </Button>
          <Button to={back} preventScrollReset replace variant="secondary">
            {t('confirm.cancel')}
          </Button>
        </div>
      </Form>
    </ConfirmStep>
  );
}
