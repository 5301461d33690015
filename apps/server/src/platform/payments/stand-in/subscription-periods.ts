import type Stripe from 'stripe';
import type { Billing } from './state.ts';

const DAY = 86_400;

/**
 * `anchor` plus `count` intervals, as Stripe bills: months keep the anchor's day of month, or the month's last day
 * when it has fewer (an anchor on 31 January renews on 28 February, then 31 March).
 */
export function addIntervals(anchor: number, recurring: Stripe.Price.Recurring, count: number): number {
  const steps = count * recurring.interval_count;
  if (recurring.interval === 'day') return anchor + steps * DAY;
  if (recurring.interval === 'week') return anchor + steps * 7 * DAY;
  const months = recurring.interval === 'year' ? steps * 12 : steps;
  const start = new Date(anchor * 1000);
  const target = new Date(start.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The billing period a subscription is in: period n of its anchor. */
export function periodOf(billing: Billing, recurring: Stripe.Price.Recurring): { start: number; end: number } {
  return {
    start: addIntervals(billing.anchor, recurring, billing.period),
    end: addIntervals(billing.anchor, recurring, billing.period + 1),
  };
}
