import type { ReactNode } from 'react';

// Dark text on a light tint (or white on near-black) keeps each tone above 4.5:1.
const TONES = {
  /** Waiting for someone else, such as a moderator. */
  attention: 'bg-yellow-100 text-yellow-900',
  good: 'bg-green-100 text-green-900',
  bad: 'bg-red-100 text-red-900',
  /** Inactive, rejected in the spec's "inactive style", or simply read. */
  neutral: 'bg-neutral-200 text-neutral-800',
  /** Unread or new to the reader. */
  new: 'bg-brand-soft text-ink',
  info: 'bg-sky-100 text-sky-900',
  strong: 'bg-neutral-800 text-white',
} as const;

export type BadgeTone = keyof typeof TONES;

/**
 * Spec section 4's status badge for a worker or company: pending in yellow, rejected in the inactive style, otherwise
 * active or inactive. Moderation of a profile follows the same colours.
 */
export const STATUS_TONES = {
  pending: 'attention',
  rejected: 'neutral',
  active: 'good',
  inactive: 'neutral',
  approved: 'good',
} as const satisfies Record<string, BadgeTone>;

/** A short state word in a coloured pill; the words come from the domain, the colours from here. */
export function StatusBadge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}
