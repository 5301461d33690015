import { BILLING, type Locale, type TCommunityPlanName, type TCommunityPlanState } from '@hushwork/contract';
import type { Db } from '../../../platform/db/database.ts';
import { communityPlanOf } from '../../billing/index.ts';
import { communityRepo } from './community.repo.ts';

/** The plan a company may open members with now, and the start of the period its opens are counted from. */
export type LivePlan = {
  plan: TCommunityPlanName;
  status: 'active' | 'past_due';
  opens: number;
  /** Opens are counted from here: a renewal moves it on, so the opens are refilled. */
  counted_from: Date;
  period_end: Date | null;
  cancel_at_period_end: boolean;
};

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/**
 * The month of a paid plan the opens are counted in. A month plan's period is its month; a year plan's 30 opens are
 * per month of its year, counted from the month of the year `now` falls in. A renewal being retried (`past_due`)
 * keeps counting in the last paid month: nothing is refilled before the provider says it is paid.
 */
function countedFrom(plan: 'month' | 'year', periodEnd: Date | null, now: Date): Date {
  if (!periodEnd) return new Date(0);
  if (plan === 'month') return addMonths(periodEnd, -1);
  const yearStart = addMonths(periodEnd, -12);
  let month = 0;
  while (month < 11 && addMonths(yearStart, month + 1) <= now) month += 1;
  return addMonths(yearStart, month);
}

/** The company's live plan: a paid one (billing's word) first, else a demo that has not ended; null without one. */
export async function livePlanOf(db: Db, companyId: number, locale: Locale, now: Date) {
  const [billing, demo] = await Promise.all([
    communityPlanOf(db, companyId, locale),
    communityRepo.findDemo(db, companyId),
  ]);
  let live: LivePlan | null = null;
  const paid = billing.subscription;
  if (paid)
    live = {
      plan: paid.plan,
      status: paid.status,
      opens: BILLING.community[paid.plan].opensPerMonth,
      counted_from: countedFrom(paid.plan, paid.current_period_end, now),
      period_end: paid.current_period_end,
      cancel_at_period_end: paid.cancel_at_period_end,
    };
  else if (demo && demo.ends_at > now)
    live = {
      plan: 'demo',
      status: 'active',
      opens: BILLING.community.demo.opens,
      counted_from: demo.started_at,
      period_end: demo.ends_at,
      cancel_at_period_end: true,
    };
  return { live, demo_used: demo !== undefined, pending_order: billing.pending_order };
}

export async function opensLeftOf(db: Db, companyId: number, live: LivePlan): Promise<number> {
  return Math.max(0, live.opens - (await communityRepo.countSince(db, companyId, live.counted_from)));
}

/** What `community/tariffs` and the plan calls answer of the company's plan. */
export async function planStateOf(
  db: Db,
  company: { company_id: number; is_owner: boolean },
  locale: Locale,
  now: Date,
): Promise<TCommunityPlanState> {
  const { live, demo_used, pending_order } = await livePlanOf(db, company.company_id, locale, now);
  return {
    plan: live?.plan ?? null,
    status: live?.status ?? null,
    opens_left: live ? await opensLeftOf(db, company.company_id, live) : 0,
    period_end: live?.period_end?.toISOString() ?? null,
    cancel_at_period_end: live?.cancel_at_period_end ?? false,
    demo_used,
    pending_order,
    is_owner: company.is_owner,
  };
}
