import type { ReactNode } from 'react';

export type NoticeTone = 'warning' | 'error' | 'info';

const TONE_CLASSES: Record<NoticeTone, string> = {
  warning: 'bg-yellow-50 text-yellow-900',
  error: 'bg-red-50 text-red-900',
  info: 'bg-sky-50 text-sky-900',
};

/**
 * A standing message about the page's subject (a vacancy waiting for moderation, a profile a moderator rejected), as
 * opposed to `FormAlert`, which answers a submit. It is a status, not an alert: it is there when the page loads.
 */
export function Notice({
  tone = 'info',
  title,
  children,
  className = '',
}: {
  tone?: NoticeTone;
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={`rounded-lg px-4 py-3 text-sm ${TONE_CLASSES[tone]} ${className}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
    </div>
  );
}
