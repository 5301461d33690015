import { LoaderCircle } from 'lucide-react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button-class.ts';

type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

type AsButton = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & {
    /** While true the button is disabled, says so to assistive technology and shows a spinner. */
    busy?: boolean;
    /** Words shown instead of the label while busy ("Saving…"); without them the label stays beside the spinner. */
    busyLabel?: ReactNode;
    to?: never;
    href?: never;
  };
type AsRouterLink = Look & Omit<LinkProps, 'className' | 'children'> & { to: LinkProps['to']; href?: never };
type AsAnchor = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: never };

export type ButtonProps = AsButton | AsRouterLink | AsAnchor;

/**
 * The one button of the web: a `<button>` by default (type="button" unless told), a React Router `Link` with `to`,
 * a plain `<a>` with `href` (a file, another site, a page the router must not handle).
 */
export function Button(props: ButtonProps) {
  if ('to' in props && props.to !== undefined) {
    const { variant, size, className, children, ...link } = props;
    return (
      <Link {...link} className={buttonClass({ variant, size, className })}>
        {children}
      </Link>
    );
  }
  if ('href' in props && props.href !== undefined) {
    const { variant, size, className, children, ...anchor } = props;
    return (
      <a {...anchor} className={buttonClass({ variant, size, className })}>
        {children}
      </a>
    );
  }
  const { variant, size, className, children, busy, busyLabel, disabled, type, ...button } = props as AsButton;
  return (
    <button
      {...button}
      type={type ?? 'button'}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, className })}
    >
      {busy ? <BusyContent label={busyLabel ?? children} /> : children}
    </button>
  );
}

/** A spinner before the label, and the kit's "Please wait" for a screen reader when no busy words were given. */
function BusyContent({ label }: { label: ReactNode }) {
  const { t } = useTranslation('Ui');
  return (
    <>
      <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
      {label}
      <span className="sr-only">{t('busy')}</span>
    </>
  );
}
