import type { ReactNode } from 'react';
import { Button } from '../Button.tsx';

/** A form's message that no field owns; an error can take focus, so a failed submit can land on it. */
export function FormAlert({ message, tone = 'error' }: { message?: string | null; tone?: 'error' | 'success' }) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`mb-4 rounded-lg px-3 py-2 text-sm ${tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {message}
    </p>
  );
}

/** A form's full-width send button, the kit's primary one, busy while the form is being sent. */
export function SubmitButton({
  children,
  busy,
  name,
  value,
}: {
  children: ReactNode;
  busy?: boolean;
  /** A form with two ways to submit names each (`intent`), as a plain form's buttons do. */
  name?: string;
  value?: string;
}) {
  return (
    <Button type="submit" size="lg" busy={busy ?? false} className="w-full" {...(name ? { name, value } : {})}>
      {children}
    </Button>
  );
}
