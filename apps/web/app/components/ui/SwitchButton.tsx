import type { ButtonHTMLAttributes } from 'react';

/**
 * An on/off setting as a switch (`role="switch"`, its state in `aria-checked`): a track with a knob beside its label.
 * It is a button, so it may submit a form that posts the new state (without JavaScript, too); `busy` disables it
 * while that post is on its way.
 */
export function SwitchButton({
  isOn,
  label,
  busy = false,
  className = '',
  ...button
}: {
  isOn: boolean;
  label: string;
  busy?: boolean;
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'aria-checked' | 'children' | 'className'>) {
  return (
    <button
      type="submit"
      {...button}
      role="switch"
      aria-checked={isOn}
      disabled={busy || button.disabled}
      aria-busy={busy || undefined}
      className={`inline-flex items-center gap-3 rounded-md py-1 pr-2 font-semibold disabled:opacity-60 ${className}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors ${
          isOn ? 'border-green-800 bg-green-700' : 'border-neutral-400 bg-neutral-200'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            isOn ? 'translate-x-5' : 'translate-x-0.5'
          }`}
        />
      </span>
      {label}
    </button>
  );
}
