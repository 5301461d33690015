import type { TCommunityPlanState } from '@hushwork/contract';
import { Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { Button } from '../ui/Button.tsx';

/**
 * The company's plan above the cards: which plan, how many opens are left and until when, and the way to the plans;
 * without a plan, that one is needed to open a card (the free demo first, while the company has not used it).
 */
export function PlanStrip({
  plan,
  className = '',
  action,
}: {
  plan: TCommunityPlanState;
  className?: string;
  /** What the strip offers on its right; the way to the plans unless given (the plans page gives its own). */
  action?: ReactNode;
}) {
  const { t } = useTranslation('Community');
  const locale = useLocale();
  const to = useLocalePath();
  const until = plan.period_end ? dateText(plan.period_end, locale, 'day') : null;
  return (
    <section
      aria-labelledby="plan-strip-title"
      data-testid="plan-strip"
      className={`flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex items-start gap-3">
        <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-strong" />
        <div>
          <h2 id="plan-strip-title" className="font-semibold">
            {plan.plan ? t('strip.plan', { plan: t(`plan.${plan.plan}`) }) : t('strip.noPlan')}
          </h2>
          {plan.plan ? (
            <p className="text-sm">
              <span className="font-semibold" data-testid="opens-left">
                {t('strip.opensLeft', { count: plan.opens_left })}
              </span>
              {until
                ? ` · ${t(plan.cancel_at_period_end || plan.plan === 'demo' ? 'strip.endsOn' : 'strip.renewsOn', { date: until })}`
                : ''}
            </p>
          ) : (
            <p className="text-sm text-muted">{plan.demo_used ? t('strip.choose') : t('strip.tryDemo')}</p>
          )}
          {plan.status === 'past_due' ? <p className="mt-1 text-sm text-red-800">{t('strip.pastDue')}</p> : null}
        </div>
      </div>
      {action === undefined ? (
        <Button
          to={to('/community/plans')}
          variant={plan.plan ? 'secondary' : 'primary'}
          size="sm"
          className="shrink-0"
        >
          {plan.plan ? t('strip.plans') : t('strip.choosePlan')}
        </Button>
      ) : (
        action
      )}
    </section>
  );
}
