export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'danger-outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Ink on the brand orange, never white: white on #F28F3E is 2.4:1 and fails WCAG AA (DESIGN.md, section 6).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand font-semibold text-ink hover:brightness-95',
  secondary: 'border border-neutral-300 bg-white font-medium hover:bg-neutral-100',
  ghost: 'font-semibold hover:bg-neutral-100',
  danger: 'bg-red-700 font-semibold text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 bg-white font-medium text-red-800 hover:bg-red-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-6 py-3',
};

/**
 * The kit's button look as a class string, for the few controls that must be another element, such as the label that
 * wraps a file input. Everything else renders `<Button>`.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) {
  return [
    'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg text-center',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A label wrapping a visually hidden file input: the label is what a person clicks and what the keyboard reaches
 * through the input inside it, so it shows the input's focus ring as its own.
 */
export const fileButtonClass = (className?: string) =>
  buttonClass({
    variant: 'secondary',
    size: 'sm',
    className: ['focus-within:outline-2 focus-within:outline-brand-strong', className].filter(Boolean).join(' '),
  });
